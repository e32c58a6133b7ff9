import { Spinner } from '../spinner/Spinner';
import { StateBox } from './StateMessage.styles';

export interface LoadingStateProps {
  /** What is loading, e.g. 'Loading campaigns…'. */
  label: string;
}

/** A list's first page on its way; the spinner is a status, so screen readers hear the label. */
export function LoadingState({ label }: LoadingStateProps) {
  return (
    <StateBox>
      <Spinner label={label} />
    </StateBox>
  );
}
