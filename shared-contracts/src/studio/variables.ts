/**
 * The variables a message may use, written `{{name}}`. The set is closed: a template names only
 * these, holds no logic, and every value is escaped where it is filled in, so a template engine's
 * sections, partials and helpers would be power nobody may use here.
 */
export const messageVariables = [
  { name: 'first_name', sample: 'Alexandra' },
  { name: 'last_name', sample: 'Rodríguez' },
  { name: 'title', sample: 'Ms' },
  { name: 'tenant_name', sample: 'Demo Health' },
  { name: 'tenant_phone', sample: '+15550100200' },
  /** The patient's own link to the landing page; its token is 22 characters long. */
  { name: 'link', sample: 'https://outreach.example/i/0123456789abcdefABCDEF' },
] as const;
export type MessageVariable = (typeof messageVariables)[number]['name'];
export const messageVariableNames: readonly string[] = messageVariables.map((variable) => variable.name);

const placeholder = /\{\{\s*([^{}\s]*)\s*\}\}/g;

/** The variable names a text uses, in order of first use, known or not. */
export function variablesIn(text: string): string[] {
  return [...new Set([...text.matchAll(placeholder)].map((match) => match[1] ?? ''))];
}

/** The names a text uses that are not message variables (`{{unknown}}`, or an empty `{{}}`). */
export function unknownVariables(text: string): string[] {
  return variablesIn(text).filter((name) => !messageVariableNames.includes(name));
}

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

/**
 * Fills a text's variables from `values`; a variable without a value is left empty. With `html`, each
 * value is escaped, so a patient's name can never become markup.
 */
export function fillVariables(
  text: string,
  values: Partial<Record<MessageVariable, string>>,
  options: { html: boolean },
): string {
  return text.replace(placeholder, (_match, name: string) => {
    const value = (values as Record<string, string | undefined>)[name] ?? '';
    return options.html ? escapeHtml(value) : value;
  });
}

/** Sample values of every variable, for previews and SMS length estimates. */
export const sampleVariableValues: Record<MessageVariable, string> = Object.fromEntries(
  messageVariables.map((variable) => [variable.name, variable.sample]),
) as Record<MessageVariable, string>;
