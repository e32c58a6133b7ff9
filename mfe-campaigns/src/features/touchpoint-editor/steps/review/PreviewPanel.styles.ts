import styled from 'styled-components';

export const EmailFrame = styled.iframe`
  inline-size: 100%;
  /* Tall enough for the tenant's band, a short body and the button to the patient's page. */
  block-size: 560px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

export const SmsBubble = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.navBackground};
  color: ${({ theme }) => theme.colors.text};
  white-space: pre-wrap;
`;

/** A phone's width and a screen's height: the patient page as a phone shows it. */
export const PhoneFrame = styled.div`
  box-sizing: border-box;
  inline-size: min(390px, 100%);
  block-size: 680px;
  overflow: auto;
  padding: ${({ theme }) => theme.space.sm};
  border: 8px solid ${({ theme }) => theme.colors.text};
  border-radius: 24px;
  background: ${({ theme }) => theme.colors.background};
`;
