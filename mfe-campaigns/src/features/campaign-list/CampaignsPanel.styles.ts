import styled from 'styled-components';
import { SearchBox } from '@outreach/shared-ui/lists';

/** The search box and the status filter side by side, one above the other on narrow screens. */
export const FiltersForm = styled(SearchBox)`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(160px, 1fr);
  gap: ${({ theme }) => theme.space.md};
  align-items: start;
  max-inline-size: 720px;

  @media (max-width: 560px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;
