import { useState } from 'react';
import { useAreaTranslation } from '../../i18n/areaTranslations';
import { MessagePage } from './MessagePage';
import { Heading, Section } from './PatientMessages.styles';

export interface PatientMessagesProps {
  patientId: number;
}

/** 'Messages from the patient': what they wrote to the care team from their pages, newest first. */
export function PatientMessages({ patientId }: PatientMessagesProps) {
  const { t } = useAreaTranslation();
  const [pages, setPages] = useState(1);
  return (
    <Section aria-labelledby="patient-messages">
      <Heading id="patient-messages">{t('patientMessages.title')}</Heading>
      {Array.from({ length: pages }, (_, index) => (
        <MessagePage
          key={index + 1}
          patientId={patientId}
          page={index + 1}
          onShowOlder={index + 1 === pages ? () => setPages(pages + 1) : undefined}
        />
      ))}
    </Section>
  );
}
