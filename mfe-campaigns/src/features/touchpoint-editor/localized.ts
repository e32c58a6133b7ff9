import type { LanguageCode, LocalizedText } from '@outreach/shared-contracts/core';

/** The text of a localized record in a language; '' when it has none yet. */
export function textIn(text: LocalizedText, language: LanguageCode): string {
  return text[language] ?? '';
}

/** The record with the language's text replaced; an emptied text leaves the record. */
export function withText(text: LocalizedText, language: LanguageCode, value: string): LocalizedText {
  const others = Object.entries(text).filter(([code]) => code !== language);
  return Object.fromEntries(value === '' ? others : [...others, [language, value]]);
}

/** A key for a new chapter, question, option or button, unique within its touchpoint. */
export function newItemKey(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
}

/** The array with item `from` moved to `to`. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}
