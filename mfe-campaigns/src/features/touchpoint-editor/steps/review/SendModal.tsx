import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button,
  Modal,
  ModalBody,
  ModalIntro,
  TextField,
  errorMessage,
  isApiError,
} from '@outreach/shared-ui';
import {
  SEND_LIMITS,
  type PatientSummary,
  type Send,
  type SendPreview,
} from '@outreach/shared-contracts/core';
import { useAreaTranslation } from '../../../../i18n/areaTranslations';
import { useCampaignsFormat } from '../../../../i18n/useCampaignsFormat';
import { createSend, previewSend } from '../../api';
import { FieldError } from '../../fields/Fields.styles';
import { Note } from '../Step.styles';
import { AudienceFields } from './AudienceFields';
import { SendPreviewSummary } from './SendPreviewSummary';
import { sendRefusal } from './sendRefusal';
import { SendTimeFields, type SendTiming } from './SendTimeFields';
import { localInputToIso } from './sendTime';

export interface SendModalProps {
  touchpointId: number;
  onClose: () => void;
  /** The send was made. */
  onSent: (send: Send) => void;
}

/** The digits of a typed number, in whatever script they were typed. */
const digitsOf = (text: string) => text.replace(/\P{Nd}/gu, '');

/**
 * Chooses an audience, a time and quiet hours; previews what sending does; and sends, once the
 * count of patients is typed when there are many. A change of audience asks for a new preview.
 */
export function SendModal({ touchpointId, onClose, onSent }: SendModalProps) {
  const { t } = useAreaTranslation();
  const { t: tCommon } = useTranslation('common');
  const format = useCampaignsFormat();
  const errorId = useId();
  const hintId = useId();
  const [cohortIds, setCohortIds] = useState<ReadonlySet<number>>(new Set());
  const [patients, setPatients] = useState<readonly PatientSummary[]>([]);
  const [timing, setTiming] = useState<SendTiming>('now');
  const [at, setAt] = useState('');
  const [quietHours, setQuietHours] = useState(true);
  const [preview, setPreview] = useState<SendPreview | null>(null);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState<'preview' | 'send' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [timeError, setTimeError] = useState<string | null>(null);
  const [audienceError, setAudienceError] = useState<string | null>(null);
  const previewHeading = useRef<HTMLHeadingElement>(null);
  const atField = useRef<HTMLInputElement>(null);
  const failureRef = useRef<HTMLSpanElement>(null);
  // Counts changes of audience, so a preview answered for an audience since changed is dropped.
  const planRevision = useRef(0);

  const audienceChosen = cohortIds.size + patients.length > 0;
  const confirmed =
    preview !== null &&
    (!preview.needs_typed_confirmation ||
      [String(preview.patients), digitsOf(format.number(preview.patients))].includes(digitsOf(typed)));

  useEffect(() => {
    if (preview) previewHeading.current?.focus();
  }, [preview]);

  useEffect(() => {
    // The button pressed is disabled while it works: the keyboard goes on from what went wrong.
    if (timeError) atField.current?.focus();
    else if (failure) failureRef.current?.focus();
  }, [failure, timeError]);

  const planChanged = () => {
    planRevision.current += 1;
    setPreview(null);
    setTyped('');
    setAudienceError(null);
  };

  const toggleCohort = (id: number, chosen: boolean) => {
    const next = new Set(cohortIds);
    if (chosen) next.add(id);
    else next.delete(id);
    setCohortIds(next);
    planChanged();
  };

  const togglePatient = (patient: PatientSummary, chosen: boolean) => {
    const others = patients.filter((one) => one.id !== patient.id);
    setPatients(chosen ? [...others, patient].slice(0, SEND_LIMITS.patientsMax) : others);
    planChanged();
  };

  const audience = () => ({ cohort_ids: [...cohortIds], patient_ids: patients.map((patient) => patient.id) });

  const refused = (error: unknown, sendAt: string | null) => {
    const refusal = sendRefusal(error, sendAt);
    if (refusal.time) setTimeError(t(refusal.time, { days: format.number(SEND_LIMITS.scheduleDaysMax) }));
    if (refusal.audience) setAudienceError(t('send.audienceMissing'));
    // A cohort or patient deleted since it was chosen: the general 'not found' would not say which.
    setFailure(
      isApiError(error) && error.code === 'NOT_FOUND' ? t('send.notFound') : errorMessage(error, tCommon),
    );
  };

  const runPreview = async () => {
    if (busy || !audienceChosen) return;
    // A planned send is previewed at its time: who is then in quiet hours is what the preview counts.
    const sendAt = timing === 'now' ? null : localInputToIso(at);
    if (timing === 'at' && sendAt === null) {
      setTimeError(t('send.sendAtMissing'));
      return;
    }
    const revision = planRevision.current;
    setBusy('preview');
    setFailure(null);
    setPreview(null);
    try {
      const answer = await previewSend(touchpointId, { ...audience(), send_at: sendAt });
      if (revision === planRevision.current) setPreview(answer);
    } catch (error) {
      if (revision === planRevision.current) refused(error, sendAt);
    } finally {
      setBusy(null);
    }
  };

  const send = async () => {
    if (busy || !preview || !confirmed) return;
    const sendAt = timing === 'now' ? null : localInputToIso(at);
    setFailure(null);
    setTimeError(null);
    if (timing === 'at' && sendAt === null) {
      setTimeError(t('send.sendAtMissing'));
      return;
    }
    setBusy('send');
    try {
      const made = await createSend(touchpointId, {
        ...audience(),
        send_at: sendAt,
        quiet_hours: quietHours,
        ...(preview.needs_typed_confirmation ? { confirm_count: Number(digitsOf(typed)) } : {}),
      });
      onSent(made);
    } catch (error) {
      refused(error, sendAt);
      setBusy(null);
    }
  };

  const close = () => {
    if (!busy) onClose();
  };

  return (
    <Modal
      open
      title={t('send.dialogTitle')}
      onClose={close}
      width="640px"
      footer={
        <>
          <Button type="button" $variant="secondary" disabled={busy !== null} onClick={close}>
            {t('form.cancel')}
          </Button>
          <Button
            type="button"
            $variant="secondary"
            disabled={!audienceChosen || busy !== null}
            aria-describedby={audienceChosen ? undefined : hintId}
            onClick={() => void runPreview()}
          >
            {busy === 'preview' ? t('send.previewing') : t('send.preview')}
          </Button>
          <Button
            type="button"
            disabled={!confirmed || busy !== null}
            aria-describedby={failure ? errorId : preview ? undefined : hintId}
            onClick={() => void send()}
          >
            {busy === 'send' ? t('send.sending') : t('send.send')}
          </Button>
        </>
      }
    >
      <ModalBody aria-busy={busy !== null || undefined}>
        <ModalIntro>{t('send.dialogIntro')}</ModalIntro>
        <AudienceFields
          cohortIds={cohortIds}
          onToggleCohort={toggleCohort}
          patients={patients}
          onTogglePatient={togglePatient}
          error={audienceError}
        />
        <SendTimeFields
          timing={timing}
          onTiming={(next) => {
            setTiming(next);
            setTimeError(null);
            planChanged();
          }}
          at={at}
          onAt={(next) => {
            setAt(next);
            setTimeError(null);
            planChanged();
          }}
          error={timeError}
          quietHours={quietHours}
          onQuietHours={setQuietHours}
          atRef={atField}
        />
        {preview ? (
          <>
            <SendPreviewSummary preview={preview} headingRef={previewHeading} keepsQuietHours={quietHours} />
            {preview.needs_typed_confirmation && (
              <TextField
                label={t('send.typeCount', { number: format.number(preview.patients) })}
                inputMode="numeric"
                autoComplete="off"
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
              />
            )}
          </>
        ) : (
          <Note id={hintId}>{audienceChosen ? t('send.previewFirst') : t('send.audienceMissing')}</Note>
        )}
        {failure && (
          <FieldError id={errorId} ref={failureRef} role="alert" tabIndex={-1}>
            {failure}
          </FieldError>
        )}
      </ModalBody>
    </Modal>
  );
}
