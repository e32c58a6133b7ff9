import { useCallback, useEffect, useRef, useState } from 'react';
import {
  SURVEY_MESSAGES,
  type AnswerValue,
  type InteractionProgress,
  type SavedAnswer,
} from '@outreach/shared-contracts/core';
import { PatientApiError } from '../../api/patientApi';
import { usePatientCall } from '../../api/patientCallContext';

/** Where one question's answer stands with the server. */
export type SaveState =
  | { status: 'idle' }
  | { status: 'saving' }
  | { status: 'saved' }
  /** Not saved for now (no network, a server hiccup, the session ended): it is sent again. */
  | { status: 'failed'; sessionEnded: boolean }
  /** The server refused this answer: the spec's message for it (e-mail, phone), else null. */
  | { status: 'refused'; message: string | null };

export interface AnswerSaverOptions {
  token: string;
  onSaved: (answer: SavedAnswer, progress: InteractionProgress) => void;
  onSessionEnded: () => void;
}

export interface AnswerSaver {
  states: Readonly<Record<string, SaveState>>;
  /** Sends the answer to a question; while one is on its way, only the newest waiting one follows it. */
  save: (question: string, answer: AnswerValue, options?: { keepalive?: boolean }) => void;
  /** Sends again the answer that failed to save. */
  retry: (question: string) => void;
}

const IDLE: SaveState = { status: 'idle' };

/**
 * The server's word on a refused answer when it is one of the spec's messages, which are shown as the
 * spec words them. Its other findings are English sentences meant for developers; the page says in the
 * patient's language that the answer was not accepted instead.
 */
function refusalMessage(error: PatientApiError): string | null {
  const specMessages: readonly string[] = Object.values(SURVEY_MESSAGES);
  return error.details.find((detail) => specMessages.includes(detail.message))?.message ?? null;
}

/**
 * Saves survey answers as the patient gives them, one request at a time per question so an older
 * answer never lands after a newer one. A failed save is kept and sent again on the next change,
 * on the retry button, or when the phone is back online.
 */
export function useAnswerSaver({ token, onSaved, onSessionEnded }: AnswerSaverOptions): AnswerSaver {
  const [states, setStates] = useState<Record<string, SaveState>>({});
  const patientCall = usePatientCall();
  const waiting = useRef(new Map<string, { answer: AnswerValue; keepalive: boolean }>());
  const sending = useRef(new Set<string>());
  const failed = useRef(new Map<string, AnswerValue>());
  const callbacks = useRef({ onSaved, onSessionEnded });

  useEffect(() => {
    callbacks.current = { onSaved, onSessionEnded };
  }, [onSaved, onSessionEnded]);

  const setState = useCallback((question: string, state: SaveState) => {
    setStates((current) => ({ ...current, [question]: state }));
  }, []);

  const send = useCallback(
    async (question: string) => {
      sending.current.add(question);
      for (let next = waiting.current.get(question); next; next = waiting.current.get(question)) {
        waiting.current.delete(question);
        setState(question, { status: 'saving' });
        try {
          const saved = await patientCall(
            'saveInteractionAnswer',
            { id: token, question },
            { answer: next.answer },
            { keepalive: next.keepalive },
          );
          failed.current.delete(question);
          setState(question, { status: 'saved' });
          callbacks.current.onSaved(saved.answer, saved.progress);
        } catch (error) {
          const refused = error instanceof PatientApiError && error.status === 400;
          if (refused) {
            failed.current.delete(question);
            setState(question, { status: 'refused', message: refusalMessage(error) });
            continue;
          }
          const sessionEnded = error instanceof PatientApiError && error.code === 'VERIFICATION_REQUIRED';
          if (!waiting.current.has(question)) failed.current.set(question, next.answer);
          setState(question, { status: 'failed', sessionEnded });
          if (sessionEnded) callbacks.current.onSessionEnded();
          // A newer answer waiting is sent anyway: it may well get through where this one did not.
        }
      }
      sending.current.delete(question);
    },
    [token, setState, patientCall],
  );

  const save = useCallback<AnswerSaver['save']>(
    (question, answer, options = {}) => {
      waiting.current.set(question, { answer, keepalive: options.keepalive ?? false });
      failed.current.delete(question);
      if (!sending.current.has(question)) void send(question);
    },
    [send],
  );

  const retry = useCallback(
    (question: string) => {
      const answer = failed.current.get(question);
      if (answer) save(question, answer);
    },
    [save],
  );

  useEffect(() => {
    // The phone found its network again (out of a lift, off airplane mode): send what is still unsaved.
    const retryAll = () => [...failed.current.keys()].forEach(retry);
    window.addEventListener('online', retryAll);
    return () => window.removeEventListener('online', retryAll);
  }, [retry]);

  return { states, save, retry };
}

/** The save state of a question, idle until it is first sent. */
export function stateOf(saver: AnswerSaver, question: string): SaveState {
  return saver.states[question] ?? IDLE;
}
