import styled from 'styled-components';
import { controlBox } from './FieldFrame.styles';

/** The platform's native select, sized and coloured like the text fields beside it. */
export const Select = styled.select`
  min-block-size: 40px;
  ${controlBox}
  &:disabled {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;
