import styled from 'styled-components';

export const BrandLogo = styled.img`
  max-width: 200px;
  max-height: 72px;
  object-fit: contain;
`;
