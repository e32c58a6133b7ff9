import { useId, type ReactNode } from 'react';
import { StateMessage } from '../list-state/StateMessage';
import { Description, EmptyIcon, Frame, Header, Title } from './PageFrame.styles';

export interface PageFrameProps {
  title: string;
  description: string;
  emptyTitle: string;
  emptyBody: string;
  /** Actions or content that later replace the empty state. */
  children?: ReactNode;
}

/**
 * The frame every page of a remote area starts from: a heading, what the page is for, and an empty
 * state. It is a labelled region, not a `main`: the host shell owns the page's main landmark.
 */
export function PageFrame({ title, description, emptyTitle, emptyBody, children }: PageFrameProps) {
  const headingId = useId();
  return (
    <Frame aria-labelledby={headingId}>
      <Header>
        <Title id={headingId}>{title}</Title>
        <Description>{description}</Description>
      </Header>
      {children ?? (
        <StateMessage
          title={emptyTitle}
          body={emptyBody}
          icon={
            <EmptyIcon viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M4 5h16v11H4zM8 19h8" fill="none" stroke="currentColor" strokeWidth="1.5" />
            </EmptyIcon>
          }
        />
      )}
    </Frame>
  );
}
