import styled from 'styled-components';

/** A group of the send form (audience, time): a legend over its fields, without a frame. */
export const FormGroup = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  border: none;
  min-inline-size: 0;
`;

export const GroupLegend = styled.legend`
  padding: 0;
  margin-block-end: ${({ theme }) => theme.space.xs};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

/** The cohorts to tick: a list that scrolls on its own once it is long. */
export const CohortChoices = styled.div`
  display: flex;
  flex-direction: column;
  max-block-size: 200px;
  overflow-y: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding-block: ${({ theme }) => theme.space.xs};
`;

/** A detail beside a choice: how many patients a cohort holds. */
export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** The single patients chosen, each with its remove button. */
export const ChosenList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    padding-inline-start: ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.navBackground};
  }
`;

/** Figures as label and value, two columns that wrap on a narrow screen. */
export const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  div {
    display: flex;
    flex-direction: column;
  }
  dt {
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    font-variant-numeric: tabular-nums;
  }
`;

export const SmsTable = styled.table`
  border-collapse: collapse;
  inline-size: 100%;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  caption {
    text-align: start;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    margin-block-end: ${({ theme }) => theme.space.xs};
  }
  th,
  td {
    text-align: start;
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
  td {
    font-variant-numeric: tabular-nums;
  }
`;

/** The summary of a preview, which takes the focus when it arrives. */
export const PreviewHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }
`;

/** One send in the deliveries list. */
export const Delivery = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

export const DeliveryHeading = styled.h4`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.text};
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.focusRing};
  }
`;

export const ProgressBar = styled.progress`
  inline-size: 100%;
  block-size: 12px;
  accent-color: ${({ theme }) => theme.colors.primary};
`;

export const FailureList = styled.ul`
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;
