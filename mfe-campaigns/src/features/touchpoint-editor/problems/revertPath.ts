type Json = unknown;

function isRecord(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function keyOf(value: Json): Json {
  return isRecord(value) ? value.key : undefined;
}

/**
 * `edit` with the value at `parts` taken from `saved`: an item of a list is found in the saved list
 * by its key (never by its place, which the user may have changed), and a value the saved side lacks
 * is left out. Undefined when the saved side has no such item: the caller then holds back more.
 */
export function revertPath(edit: Json, saved: Json, parts: readonly string[]): { value: Json } | undefined {
  const [head, ...rest] = parts;
  if (head === undefined) return { value: saved };
  if (Array.isArray(edit)) {
    const index = Number(head);
    const item: Json = edit[index];
    const key = keyOf(item);
    const held: Json =
      Array.isArray(saved) && key !== undefined ? saved.find((s) => keyOf(s) === key) : undefined;
    if (held === undefined) return undefined;
    const reverted = revertPath(item, held, rest);
    const items: Json[] = edit;
    return reverted && { value: items.map((other, at) => (at === index ? reverted.value : other)) };
  }
  if (!isRecord(edit)) return undefined;
  const savedPart: Json = isRecord(saved) ? saved[head] : undefined;
  if (rest.length === 0 && savedPart === undefined) {
    return { value: Object.fromEntries(Object.entries(edit).filter(([name]) => name !== head)) };
  }
  const reverted = revertPath(edit[head], savedPart, rest);
  return reverted && { value: { ...edit, [head]: reverted.value } };
}
