'use client';

import { useEffect, useRef, useState, type RefObject } from 'react';
import type { ActionResult } from '@/lib/shared/action-result';
import { SESSION_MESSAGES } from '@/lib/shared/auth/messages';
import { EDITORIAL_MESSAGES } from '@/lib/shared/editorial';
import type { AutosaveOffer } from '@/lib/shared/editorial-types';

// An editor's autosave (issue 22 §4): what is typed goes to the server every few seconds as the
// user's copy of the item, and opening the editor again offers it back ('Recuperar alterações não
// salvas', with its time). While the server cannot take it (an expired session, no network), the
// copy is kept in this tab's sessionStorage too, so signing in again in the same tab still offers it.

export interface FormAutosave {
  /** The item's table: names this tab's own copy. */
  entity: string;
  /** The item's id; null for a new one. */
  id: string | null;
  save: (id: string | null, form: FormData) => Promise<ActionResult<{ savedAt: Date }>>;
  read: (id: string | null) => Promise<ActionResult<AutosaveOffer | null>>;
  discard: (id: string | null) => Promise<ActionResult<unknown>>;
  /** Between two copies (default 5 s). */
  intervalMs?: number;
}

/** Fields a copy never holds: which item and version the form is about. */
const FORM_KEYS = new Set(['id', 'version']);

/** The form's text fields (files are never copied). */
function textFields(form: HTMLFormElement): FormData {
  const data = new FormData();
  for (const [name, value] of new FormData(form).entries())
    if (typeof value === 'string' && !FORM_KEYS.has(name)) data.append(name, value);
  return data;
}

const storageKey = (entity: string, id: string | null) => `tribuna.autosave:${entity}:${id ?? 'novo'}`;

function readLocal(key: string): AutosaveOffer | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(key) ?? 'null') as {
      fields: Record<string, string>;
      savedAt: string;
    } | null;
    return stored && { fields: stored.fields, savedAt: new Date(stored.savedAt), newer: null };
  } catch {
    return null;
  }
}

function writeLocal(key: string, data: FormData) {
  try {
    const fields = Object.fromEntries(data.entries());
    sessionStorage.setItem(key, JSON.stringify({ fields, savedAt: new Date().toISOString() }));
  } catch {
    // A full or disabled storage: the server copy is all there is.
  }
}

const clearLocal = (key: string) => {
  try {
    sessionStorage.removeItem(key);
  } catch {}
};

/** Sets a control's value the way typing would, so controlled inputs and listeners see it too. */
function fill(form: HTMLFormElement, fields: Record<string, string>) {
  for (const [name, value] of Object.entries(fields)) {
    const control = form.elements.namedItem(name);
    if (!(
      control instanceof HTMLInputElement ||
      control instanceof HTMLTextAreaElement ||
      control instanceof HTMLSelectElement
    ))
      continue;
    if (control instanceof HTMLInputElement && control.type === 'file') continue;
    if (control instanceof HTMLInputElement && control.type === 'checkbox') control.checked = value === 'on';
    else Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, value);
    control.dispatchEvent(new Event('input', { bubbles: true }));
    control.dispatchEvent(new Event('change', { bubbles: true }));
  }
}

export function useAutosave(config: FormAutosave | undefined, formRef: RefObject<HTMLFormElement | null>) {
  const [offer, setOffer] = useState<AutosaveOffer | null>(null);
  const [status, setStatus] = useState('');
  const changed = useRef(false);
  const busy = useRef<Promise<void> | null>(null);
  const latest = useRef(config);
  useEffect(() => {
    latest.current = config;
  });
  const key = config ? storageKey(config.entity, config.id) : null;

  // The copy to offer: the server's, or this tab's when it is newer (typed after the session ended).
  useEffect(() => {
    const current = latest.current;
    if (!current || !key) return;
    let live = true;
    const local = readLocal(key);
    current
      .read(current.id)
      .then((result) => (result.ok ? result.data : null))
      .catch(() => null)
      .then((server) => {
        if (!live) return;
        const newest = local && (!server || local.savedAt > new Date(server.savedAt)) ? local : server;
        setOffer(newest);
      });
    return () => {
      live = false;
    };
  }, [key]);

  useEffect(() => {
    if (!key) return;
    async function tick() {
      const current = latest.current;
      const form = formRef.current;
      if (!current || !form || !changed.current || busy.current) return;
      changed.current = false;
      let done = () => {};
      busy.current = new Promise<void>((resolve) => (done = resolve));
      const data = textFields(form);
      writeLocal(key!, data);
      try {
        const result = await current.save(current.id, data);
        if (result.ok) {
          clearLocal(key!);
          setStatus(EDITORIAL_MESSAGES.autosaved(result.data.savedAt));
        } else {
          changed.current = true;
          setStatus(
            result.message === SESSION_MESSAGES.expired ? result.message : EDITORIAL_MESSAGES.autosaveFailed,
          );
        }
      } catch {
        changed.current = true;
        setStatus(EDITORIAL_MESSAGES.autosaveFailed);
      } finally {
        busy.current = null;
        done();
      }
    }
    const timer = setInterval(() => void tick(), latest.current?.intervalMs ?? 5000);
    const onHide = () => document.visibilityState === 'hidden' && void tick();
    document.addEventListener('visibilitychange', onHide);
    // The page is going away (a reload, another address): this tab keeps what the server has not got.
    const onPageHide = () =>
      changed.current && formRef.current && writeLocal(key, textFields(formRef.current));
    window.addEventListener('pagehide', onPageHide);
    const form = formRef.current;
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onHide);
      window.removeEventListener('pagehide', onPageHide);
      // Leaving with changes the server has not got yet: this tab keeps them.
      if (changed.current && form) writeLocal(key, textFields(form));
    };
  }, [key, formRef]);

  return {
    offer,
    status,
    /** The user typed something: the next tick copies it. */
    changed: () => {
      changed.current = true;
    },
    /**
     * The form was saved or cancelled: its copies are gone. The server removed its own with the
     * save; a copy that landed while the save was on its way is removed too (after any copy still
     * being sent).
     */
    settled: () => {
      changed.current = false;
      if (key) clearLocal(key);
      setStatus('');
      setOffer(null);
      const current = latest.current;
      if (current)
        void (busy.current ?? Promise.resolve()).then(() => current.discard(current.id)).catch(() => {});
    },
    recover: () => {
      if (offer && formRef.current) fill(formRef.current, offer.fields);
      changed.current = true;
      setOffer(null);
    },
    discard: () => {
      if (key) clearLocal(key);
      setOffer(null);
      const current = latest.current;
      void current?.discard(current.id).catch(() => {});
    },
  };
}
