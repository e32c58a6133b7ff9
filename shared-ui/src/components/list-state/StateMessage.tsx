import { useId, type ReactNode } from 'react';
import { Button } from '../form/Button';
import { StateBody, StateBox, StateTitle } from './StateMessage.styles';

export interface StateMessageProps {
  title: string;
  body?: string;
  /** One way on, e.g. 'Try again' or 'Clear search and filters'. */
  action?: { label: string; onClick: () => void };
  /** An error is announced as an alert; the other states are quiet regions named by their title. */
  alert?: boolean;
  /** A decorative picture above the title; hide it from assistive technology. */
  icon?: ReactNode;
}

/** A titled message in place of a list's content: empty, no results or an error. */
export function StateMessage({ title, body, action, alert = false, icon }: StateMessageProps) {
  const titleId = useId();
  return (
    <StateBox aria-labelledby={titleId} role={alert ? 'alert' : undefined}>
      {icon}
      <StateTitle id={titleId}>{title}</StateTitle>
      {body && <StateBody>{body}</StateBody>}
      {action && (
        <Button type="button" onClick={action.onClick}>
          {action.label}
        </Button>
      )}
    </StateBox>
  );
}
