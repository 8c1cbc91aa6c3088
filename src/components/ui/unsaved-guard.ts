'use client';

import { useEffect, useId } from 'react';
import { EDITORIAL_MESSAGES } from '@/lib/shared/editorial';

// Leaving a form with unsaved changes asks first (issue 22 §4): closing or reloading the tab
// (beforeunload), a link inside the app (a click caught before Next.js's own handler), the back and
// forward buttons (the Navigation API's cancelable `navigate`, before Next.js's router sees the
// popstate; a popstate listener elsewhere), and opening another item in the same editor
// (`confirmLeave`). Forms register while they have changes.

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

/** The Navigation API's event, where the browser has it (Chromium): it comes before popstate. */
interface TraverseEvent extends Event {
  navigationType: string;
  cancelable: boolean;
}
const navigationApi = () =>
  (window as unknown as { navigation?: EventTarget }).navigation as EventTarget | undefined;

/**
 * Back and forward, where the Navigation API exists: its `navigate` event comes before the
 * browser's popstate, and so before Next.js's router, which on popstate renders the other page at
 * once (unmounting the form and this guard with it). Refusing cancels the move.
 */
function onNavigate(event: Event) {
  const navigation = event as TraverseEvent;
  if (navigation.navigationType !== 'traverse' || !navigation.cancelable) return;
  if (!confirmLeave()) event.preventDefault();
}

let replaying = false;
let returning = false;

/**
 * Without the Navigation API: runs on popstate and may stop Next.js's listener when it comes
 * first (it is registered first when this module loads before the router's effect).
 */
function onPopState(event: PopStateEvent) {
  if (replaying || navigationApi()) return;
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
  navigationApi()?.[method]('navigate', onNavigate);
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
