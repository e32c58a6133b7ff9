import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@outreach/shared-ui';
import type { Touchpoint, TouchpointContent } from '@outreach/shared-contracts/core';
import { fetchTouchpoint, saveTouchpoint } from './api';

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
 * the revision it builds on, so a change someone else saved in between is never overwritten.
 */
export function useAutosave(initial: Touchpoint): Autosave {
  const [saved, setSaved] = useState(initial);
  const [edit, setEdit] = useState<TouchpointEdit>(() => editOf(initial));
  const [state, setState] = useState<SaveState>('idle');
  const [failure, setFailure] = useState<unknown>(null);
  const savedRef = useRef(saved);
  const editRef = useRef(edit);
  // The edit the server holds, and the last one it refused: neither is sent again by itself.
  const sentRef = useRef(edit);
  const refusedRef = useRef<TouchpointEdit | null>(null);
  savedRef.current = saved;
  editRef.current = edit;

  const save = useCallback(async (sending: TouchpointEdit) => {
    setState('saving');
    try {
      const answer = await saveTouchpoint(savedRef.current.id, {
        revision: savedRef.current.revision,
        name: sending.name.trim(),
        content: sending.content,
      });
      sentRef.current = sending;
      setSaved(answer);
      setFailure(null);
      setState(editRef.current === sending ? 'saved' : 'pending');
    } catch (error) {
      refusedRef.current = sending;
      setFailure(error);
      setState(isApiError(error) && error.code === 'STALE_WRITE' ? 'stale' : 'failed');
    }
  }, []);

  useEffect(() => {
    if (state === 'saving' || state === 'stale') return undefined;
    if (edit === sentRef.current || edit === refusedRef.current) return undefined;
    const timer = setTimeout(() => void save(edit), AUTOSAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [edit, state, save]);

  const change = useCallback((next: (current: TouchpointEdit) => TouchpointEdit) => {
    setEdit(next);
    setState((current) => (current === 'stale' || current === 'saving' ? current : 'pending'));
  }, []);

  const adopt = useCallback((touchpoint: Touchpoint) => setSaved(touchpoint), []);

  const reload = useCallback(async () => {
    const fresh = await fetchTouchpoint(savedRef.current.id);
    const freshEdit = editOf(fresh);
    sentRef.current = freshEdit;
    refusedRef.current = null;
    setSaved(fresh);
    setEdit(freshEdit);
    setFailure(null);
    setState('idle');
  }, []);

  return { saved, edit, state, failure, change, adopt, reload };
}
