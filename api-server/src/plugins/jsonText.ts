/**
 * A reply body already written as JSON, by PostgreSQL say: sent as it is instead of being parsed and
 * serialised again. `T` is the contract's type of the body the text holds; where responses are
 * validated (tests, development) the text is parsed and checked against the contract like any other.
 */
export class JsonText<T> {
  declare private readonly body: T;
  constructor(readonly text: string) {}
}

export function jsonText<T>(text: string): JsonText<T> {
  return new JsonText<T>(text);
}
