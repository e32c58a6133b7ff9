import type { ActionButton, TouchpointContent } from '@outreach/shared-contracts/core';
import type { DraftEdit, FieldProblem } from './draftProblems';
import { revertPath } from './revertPath';

function buttonIndex(path: string): number | null {
  const match = /^buttons\.(\d+)\./.exec(path);
  return match ? Number(match[1]) : null;
}

/** The button as the server holds it, or nothing when it has none of that key and kind yet. */
function savedButton(button: ActionButton, saved: TouchpointContent): ActionButton | undefined {
  const held = saved.buttons.find((item) => item.key === button.key);
  return held && held.kind === button.kind ? held : undefined;
}

/** The buttons to send: a refused web address or number goes back to the saved one, a new button waits. */
function savableButtons(
  buttons: ActionButton[],
  saved: TouchpointContent,
  refused: ReadonlySet<number>,
): ActionButton[] {
  return buttons.flatMap((button, index) => {
    if (!refused.has(index)) return [button];
    const held = savedButton(button, saved);
    if (!held) return [];
    if (button.kind === 'url' && held.kind === 'url') return [{ ...button, url: held.url }];
    if (button.kind === 'call' && held.kind === 'call') return [{ ...button, phone: held.phone }];
    return [held];
  });
}

/**
 * The edit as it can be saved: every field as the user left it, except those with a problem, which
 * keep the value the server already holds (a new item with a problem waits until it is fixed). So a
 * field the server would refuse never holds back the others, and nothing refused is ever stored.
 */
export function savableEdit(edit: DraftEdit, saved: DraftEdit, problems: readonly FieldProblem[]): DraftEdit {
  if (problems.length === 0) return edit;
  const name = problems.some((problem) => problem.path === 'name') ? saved.name : edit.name;
  const buttons = new Set<number>();
  const others: FieldProblem[] = [];
  for (const problem of problems) {
    if (problem.path === 'name') continue;
    const index = buttonIndex(problem.path);
    if (index !== null && problem.kind !== 'refused') buttons.add(index);
    else others.push(problem);
  }
  let content: TouchpointContent = {
    ...edit.content,
    buttons: savableButtons(edit.content.buttons, saved.content, buttons),
  };
  // A rule only the server knows: that field (in its language) stays as saved until it changes; when
  // the saved side has no such item, its whole section does.
  for (const { path, language } of others) {
    const parts = [...path.split('.'), ...(language ? [language] : [])];
    const reverted = revertPath(content, saved.content, parts);
    const section = parts[0] ?? '';
    if (reverted) content = reverted.value as TouchpointContent;
    else if (Object.hasOwn(saved.content, section)) {
      content = { ...content, [section]: saved.content[section as keyof TouchpointContent] };
    }
  }
  return { name, content };
}
