import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { isApiError } from '@outreach/shared-ui';
import type { Touchpoint, TouchpointContent } from '@outreach/shared-contracts/core';
import { fetchTouchpoint, saveTouchpoint, touchpointKey } from './api';
import { draftProblems, refusedPaths, type FieldProblem } from './problems/draftProblems';
import { valueAt, withRefused, type RefusedField } from './problems/refusedFields';
import { savableEdit } from './problems/savableEdit';

/** How long the editor waits after the last keystroke before it saves. */
export const AUTOSAVE_DELAY_MS = 1500;

export interface TouchpointEdit {
  name: string;
  content: TouchpointContent;
}

/** `stale`: someone saved after this copy was loaded; nothing is saved until the user reloads. */
export type SaveState = 'idle' | 'pending' | 'saving' | 'saved' | 'failed' | 'stale';

export interface Autosave {
  /** The touchpoint as the server last answered it (revision, checks, status…). */
  saved: Touchpoint;
  edit: TouchpointEdit;
  state: SaveState;
  failure: unknown;
  /** The fields whose value stays in the form but is not saved, because the server would refuse it. */
  problems: FieldProblem[];
  /** True while something on screen is not what the server holds. */
  unsaved: boolean;
  change: (next: (edit: TouchpointEdit) => TouchpointEdit) => void;
  /** Takes a newer answer of the server (after a review or publish) without touching the edits. */
  adopt: (touchpoint: Touchpoint) => void;
  /** Drops the unsaved edits for the server's current touchpoint. */
  reload: () => Promise<void>;
}

function editOf(touchpoint: Touchpoint): TouchpointEdit {
  return { name: touchpoint.name, content: touchpoint.content };
}

/**
 * Holds the edits of a touchpoint and saves them a moment after the user stops, each save naming
 * the revision it builds on, so a change someone else saved in between is never overwritten. A
 * field the server would refuse keeps its value in the form while every other field is saved.
 */
export function useAutosave(initial: Touchpoint): Autosave {
  const { mutate } = useSWRConfig();
  const [saved, setSaved] = useState(initial);
  const [edit, setEdit] = useState<TouchpointEdit>(() => editOf(initial));
  const [state, setState] = useState<SaveState>('idle');
  const [failure, setFailure] = useState<unknown>(null);
  const [refused, setRefused] = useState<RefusedField[]>([]);
  const savedRef = useRef(saved);
  savedRef.current = saved;
  const refusedRef = useRef(refused);
  refusedRef.current = refused;
  // The save under way, so a save on leaving can follow it with the revision it answers.
  const inFlight = useRef<Promise<void>>(Promise.resolve());

  const problems = useMemo(() => withRefused(edit, draftProblems(edit), refused), [edit, refused]);
  const sending = useMemo(() => savableEdit(edit, editOf(saved), problems), [edit, saved, problems]);
  const payload = useMemo(() => JSON.stringify(sending), [sending]);
  // The payload the server holds, and the last one it refused: neither is sent again by itself.
  const [sent, setSent] = useState(() => JSON.stringify(editOf(initial)));
  const [refusedPayload, setRefusedPayload] = useState<string | null>(null);
  const payloadRef = useRef(payload);
  payloadRef.current = payload;

  const send = useCallback(
    async (body: TouchpointEdit, key: string) => {
      setState('saving');
      try {
        const answer = await saveTouchpoint(savedRef.current.id, {
          revision: savedRef.current.revision,
          name: body.name.trim(),
          content: body.content,
        });
        savedRef.current = answer;
        setSent(key);
        setSaved(answer);
        // Coming back to this touchpoint later opens what was saved, not the copy first loaded. A save
        // that ends after the whole area has gone (its cache with it) has nothing left to update.
        mutate(touchpointKey(answer.id), answer, { revalidate: false }).catch(() => undefined);
        setFailure(null);
        setState(payloadRef.current === key ? 'saved' : 'pending');
      } catch (error) {
        const named =
          isApiError(error) && error.code === 'VALIDATION_FAILED' ? refusedPaths(error.details) : [];
        const fresh = named
          .map((at) => ({ ...at, value: valueAt(body, at) }))
          .filter(
            (at) =>
              !refusedRef.current.some(
                (known) =>
                  known.path === at.path && known.language === at.language && known.value === at.value,
              ),
          );
        if (fresh.length > 0) {
          // Those fields wait for a new value; everything else is sent again without them.
          setRefused((current) => [...current, ...fresh]);
          setState('pending');
          return;
        }
        setRefusedPayload(key);
        setFailure(error);
        setState(isApiError(error) && error.code === 'STALE_WRITE' ? 'stale' : 'failed');
      }
    },
    [mutate],
  );
  const save = useCallback(
    (body: TouchpointEdit, key: string) => {
      inFlight.current = send(body, key);
      return inFlight.current;
    },
    [send],
  );

  useEffect(() => {
    if (state === 'saving' || state === 'stale') return undefined;
    if (payload === sent || payload === refusedPayload) return undefined;
    const timer = setTimeout(() => void save(sending, payload), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [payload, sending, sent, refusedPayload, state, save]);

  // Leaving the editor before the delay is up still saves what can be saved.
  const flushRef = useRef<() => void>(() => undefined);
  flushRef.current = () => {
    if (state === 'stale' || payload === sent || payload === refusedPayload) return;
    if (state === 'saving') void inFlight.current.then(() => send(sending, payload));
    else void send(sending, payload);
  };
  useEffect(() => () => flushRef.current(), []);

  const change = useCallback((next: (current: TouchpointEdit) => TouchpointEdit) => {
    setEdit(next);
    setState((current) => (current === 'stale' || current === 'saving' ? current : 'pending'));
  }, []);

  const adopt = useCallback((touchpoint: Touchpoint) => setSaved(touchpoint), []);

  const reload = useCallback(async () => {
    const fresh = await fetchTouchpoint(savedRef.current.id);
    const freshEdit = editOf(fresh);
    setSent(JSON.stringify(freshEdit));
    setRefusedPayload(null);
    setRefused([]);
    setSaved(fresh);
    setEdit(freshEdit);
    setFailure(null);
    setState('idle');
  }, []);

  // An edit of a field that cannot be saved yet leaves what the server holds as it was.
  const shown: SaveState = state === 'pending' && payload === sent ? 'saved' : state;
  const unsaved = problems.length > 0 || (shown !== 'idle' && shown !== 'saved');
  return { saved, edit, state: shown, failure, problems, unsaved, change, adopt, reload };
}
