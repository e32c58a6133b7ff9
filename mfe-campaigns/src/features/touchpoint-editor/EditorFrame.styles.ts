import styled from 'styled-components';
import { Button } from '@outreach/shared-ui';

/** Up to this width the step list and check list sit above the step instead of beside it. */
const ONE_COLUMN = '800px';
const TWO_COLUMNS = '801px';

export const FrameHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

export const FrameLayout = styled.div`
  display: grid;
  grid-template-columns: minmax(220px, 280px) 1fr;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  @media (max-width: ${ONE_COLUMN}) {
    grid-template-columns: 1fr;
  }
`;

/**
 * The step list and check list. Beside a long step they stay in view, scrolling on their own when
 * taller than the window; on a phone they sit above the step and scroll away, covering nothing.
 */
export const Aside = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  @media (min-width: ${TWO_COLUMNS}) {
    position: sticky;
    inset-block-start: ${({ theme }) => theme.space.md};
    max-block-size: calc(100vh - 2 * ${({ theme }) => theme.space.md});
    overflow-y: auto;
    overscroll-behavior: contain;
    /* Room for the focus ring and the cards' shadow, which the scroll box would otherwise clip. */
    padding: ${({ theme }) => theme.space.xs};
    margin: calc(-1 * ${({ theme }) => theme.space.xs});
  }
`;

export const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-inline-size: 0;
`;

/** Back and Next at the end of a step. */
export const StepNav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  padding-block-start: ${({ theme }) => theme.space.md};
  border-block-start: 1px solid ${({ theme }) => theme.colors.border};
`;

/** Next sits at the end of the line, also on the first step where there is no Back. */
export const NextButton = styled(Button)`
  margin-inline-start: auto;
`;
