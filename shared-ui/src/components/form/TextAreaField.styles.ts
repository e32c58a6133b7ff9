import styled from 'styled-components';
import { controlBox } from './FieldFrame.styles';

export const TextArea = styled.textarea`
  min-block-size: 96px;
  ${controlBox}
  resize: vertical;
`;
