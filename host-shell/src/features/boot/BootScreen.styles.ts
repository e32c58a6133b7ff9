import styled, { keyframes } from 'styled-components';

const pulse = keyframes`
  0%, 100% { opacity: 0.3; }
  50% { opacity: 1; }
`;

export const BootFrame = styled.div`
  min-block-size: 100vh;
  display: grid;
  place-items: center;
`;

export const BootPulse = styled.span`
  inline-size: 48px;
  block-size: 48px;
  border-radius: ${({ theme }) => theme.radii.round};
  background: ${({ theme }) => theme.colors.primary};
  animation: ${pulse} 1.2s ease-in-out infinite;
`;
