import { useEffect, useState, type ComponentType } from 'react';
import type { ResolvedTouchpoint, TouchpointPreview } from '@outreach/shared-contracts/core';
import { LoadingState, loadRemoteModule } from '@outreach/shared-ui';
import { useAreaTranslation } from '../../../../i18n/areaTranslations';
import { Note, SubHeading } from '../Step.styles';
import { PhoneFrame } from './PreviewPanel.styles';

/** The props of the patient app's exposed `TouchpointPreview`. */
interface PatientPreviewProps {
  page: ResolvedTouchpoint;
  branding: TouchpointPreview['branding'];
  contactPhone?: string | null;
}
type PatientPreviewModule = { default: ComponentType<PatientPreviewProps> };

/** The patient app's module id: loaded at run time, so staff see the code patients run. */
export const PATIENT_PREVIEW_MODULE = 'mfe_patient/TouchpointPreview';

type Loaded =
  | { kind: 'loading' }
  | { kind: 'ready'; Preview: ComponentType<PatientPreviewProps> }
  | { kind: 'unavailable' };

export interface PatientPagePreviewProps {
  preview: TouchpointPreview;
  headingId: string;
}

/** The touchpoint's patient page at a phone's width, drawn by the patient app itself. */
export function PatientPagePreview({ preview, headingId }: PatientPagePreviewProps) {
  const { t } = useAreaTranslation();
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    void loadRemoteModule<PatientPreviewModule>(PATIENT_PREVIEW_MODULE).then((module) => {
      if (!live) return;
      setLoaded(module?.default ? { kind: 'ready', Preview: module.default } : { kind: 'unavailable' });
    });
    return () => {
      live = false;
    };
  }, []);

  return (
    <section aria-labelledby={headingId}>
      <SubHeading id={headingId}>{t('preview.patientPage')}</SubHeading>
      {loaded.kind === 'loading' && <LoadingState label={t('preview.patientPageLoading')} />}
      {loaded.kind === 'unavailable' && <Note role="status">{t('preview.patientPageUnavailable')}</Note>}
      {loaded.kind === 'ready' && (
        <PhoneFrame>
          <loaded.Preview page={preview.page} branding={preview.branding} />
        </PhoneFrame>
      )}
    </section>
  );
}
