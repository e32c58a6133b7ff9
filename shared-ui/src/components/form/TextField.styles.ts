import styled from 'styled-components';
import { controlBox } from './FieldFrame.styles';

export const InputRow = styled.div`
  display: flex;
  align-items: stretch;
  gap: ${({ theme }) => theme.space.xs};
`;

export const FieldInput = styled.input`
  flex: 1;
  min-inline-size: 0;
  ${controlBox}
`;
