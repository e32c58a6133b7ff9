import { useConsentWording, type ConsentFacts } from './useConsentWording';
import { WarningBox } from './ConsentWarning.styles';

export interface ConsentWarningProps {
  patient: ConsentFacts;
}

/**
 * Says that the patient's preferred channel has no consent, and what to do; nothing when it has.
 * A status rather than an alert: it follows the form's choices as they are made, without interrupting.
 */
export function ConsentWarning({ patient }: ConsentWarningProps) {
  const warning = useConsentWording().warning(patient);
  return <div role="status">{warning && <WarningBox>{warning}</WarningBox>}</div>;
}
