import { ChoiceButton, ChoiceList, Muted } from './CreatePage.styles';

export interface Choice<T> {
  item: T;
  key: number;
  name: string;
  /** A short word under the name, such as the item's status. */
  note: string;
}

/** A list of things to pick from, each a button with its name and a note. */
export function Choices<T>({ choices, onPick }: { choices: Choice<T>[]; onPick: (item: T) => void }) {
  return (
    <ChoiceList>
      {choices.map((choice) => (
        <li key={choice.key}>
          <ChoiceButton type="button" onClick={() => onPick(choice.item)}>
            <span>{choice.name}</span>
            <Muted>{choice.note}</Muted>
          </ChoiceButton>
        </li>
      ))}
    </ChoiceList>
  );
}
