'use client';

import { useEffect, useId } from 'react';
import { EDITORIAL_MESSAGES } from '@/lib/shared/editorial';

// Leaving a form with unsaved changes asks first (issue 22 §4): closing or reloading the tab
// (beforeunload), a link inside the app (a click caught before Next.js's own handler), the back and
// forward buttons (a popstate caught before Next.js's router handles it), and opening another item
// in the same editor (`confirmLeave`). Forms register while they have changes.

const dirtyForms = new Set<string>();
/** The user has just agreed to leave: the page's own prompt must not ask again. */
let agreed = false;

/** True when no form has unsaved changes, or the user agreed to leave them. */
export function confirmLeave(): boolean {
  if (dirtyForms.size === 0) return true;
  agreed = window.confirm(EDITORIAL_MESSAGES.leaveConfirm);
  if (agreed) setTimeout(() => (agreed = false), 1000);
  return agreed;
}

function onBeforeUnload(event: BeforeUnloadEvent) {
  if (agreed) return;
  event.preventDefault();
  event.returnValue = ''; // older browsers need it set to show their prompt
}

/** A click that would take the page elsewhere: a plain left click on a same-tab link. */
function leavingLink(event: MouseEvent): HTMLAnchorElement | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
  if (!link || link.hasAttribute('download') || (link.target && link.target !== '_self')) return null;
  const to = new URL(link.href, location.href);
  // A link to a place on this same page (#anchor) does not leave it.
  if (to.origin === location.origin && to.pathname === location.pathname && to.search === location.search)
    return null;
  return link;
}

function onClick(event: MouseEvent) {
  if (!leavingLink(event) || confirmLeave()) return;
  event.preventDefault();
  event.stopPropagation(); // Next.js's link handler runs later, at the React root
}

let replaying = false;
let returning = false;

/** Runs before Next.js's popstate listener (capture on the target): it may stop it. */
function onPopState(event: PopStateEvent) {
  if (replaying) return;
  event.stopImmediatePropagation();
  if (returning) {
    returning = false; // back on the form's own entry: nothing for the router to do
    return;
  }
  if (confirmLeave()) {
    // Hand the same event to the router, which then shows the page the browser went to.
    replaying = true;
    try {
      window.dispatchEvent(new PopStateEvent('popstate', { state: event.state }));
    } finally {
      replaying = false;
    }
    return;
  }
  // Stay: go back to the form's own history entry (the browser has already moved off it). The
  // direction is unknown; forward is right after "back", the usual case.
  returning = true;
  history.go(1);
}

function watch(on: boolean) {
  const method = on ? 'addEventListener' : 'removeEventListener';
  window[method]('beforeunload', onBeforeUnload);
  document[method]('click', onClick as EventListener, true);
  window[method]('popstate', onPopState as EventListener, true);
}

/** While `dirty`, leaving the page asks first. */
export function useUnsavedGuard(dirty: boolean) {
  const id = useId();
  useEffect(() => {
    if (!dirty) return;
    if (dirtyForms.size === 0) watch(true);
    dirtyForms.add(id);
    return () => {
      dirtyForms.delete(id);
      if (dirtyForms.size === 0) watch(false);
    };
  }, [dirty, id]);
}
