'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useActionRunner } from '@/components/ui/use-action-form';
import { toast } from '@/components/ui/toast';
import { formatDateTime } from '@/lib/shared/dates';
import { toFirmWallTime } from '@/lib/shared/firm-time';
import { planAlertAction, sendAlertAction } from '../actions';
import { ALERT_ADMIN, ALERT_TOPICS } from '../messages';
import type { AlertPlan } from '../alerts-admin';

/**
 * 'Áreas do informativo' in the blog editor (issue 35): the practice areas whose subscribers get
 * the post as an alert (none: every subscriber). The checkboxes carry no name: the form sends the
 * one field `alert_topics` (the column's name), the checked areas separated by commas.
 */
export function AlertTopicsField({ defaultValue }: { defaultValue?: string[] }) {
  const [topics, setTopics] = useState<string[]>(defaultValue ?? []);
  const toggle = (slug: string, on: boolean) =>
    setTopics((current) => (on ? [...current, slug] : current.filter((item) => item !== slug)));
  return (
    <fieldset className="md:col-span-2">
      <legend className="text-sm font-medium text-slate-900">Áreas do informativo</legend>
      <p className="text-sm text-slate-600">
        Quem recebe este post como informativo: inscritos nestas áreas (nenhuma marcada: todos).
      </p>
      <input type="hidden" name="alert_topics" value={topics.join(',')} />
      <div className="mt-2 grid gap-2 sm:grid-cols-3">
        {ALERT_TOPICS.map((topic) => (
          <label key={topic.slug} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="size-4"
              checked={topics.includes(topic.slug)}
              onChange={(event) => toggle(topic.slug, event.target.checked)}
            />
            {topic.title}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

type When = 'now' | 'publish' | 'at';

/**
 * 'Enviar como informativo' on a published post's edit screen: a dialog with the number of
 * recipients (and, when it was sent before, 'Este post já foi enviado em {data}. Enviar de novo?'),
 * then now, with the post's scheduled publishing, or at a chosen time.
 */
export function SendAlertButton({ postId }: { postId: string }) {
  const [plan, setPlan] = useState<AlertPlan | null>(null);
  const [when, setWhen] = useState<When>('now');
  const [at, setAt] = useState('');
  const { pending, run } = useActionRunner();

  const open = () =>
    run(() => planAlertAction(postId), {
      refresh: false,
      toast: false,
      onSuccess: (data) => {
        setWhen('now');
        setPlan(data);
      },
      onFailure: (message) => toast.error(message),
    });

  const send = () => {
    const form = new FormData();
    form.set('post_id', postId);
    form.set('when', when);
    if (when === 'at') form.set('at', at);
    run(() => sendAlertAction(form), { refresh: false, onSuccess: () => setPlan(null) });
  };

  const question = plan
    ? plan.lastSentAt
      ? ALERT_ADMIN.sentBefore(formatDateTime(plan.lastSentAt))
      : ALERT_ADMIN.sendConfirm(plan.recipients)
    : '';
  return (
    <div className="md:col-span-2">
      <Button type="button" variant="secondary" onClick={open} disabled={pending}>
        {ALERT_ADMIN.sendLabel}
      </Button>
      <Modal
        open={plan !== null}
        onClose={() => setPlan(null)}
        title={ALERT_ADMIN.sendLabel}
        description={question}
        role="alertdialog"
        size="sm"
      >
        {plan && (
          <div className="space-y-4">
            <p className="text-sm text-slate-700">
              {plan.recipients === 1 ? '1 destinatário' : `${plan.recipients} destinatários`} agora (inscritos
              confirmados das áreas do post).
            </p>
            <fieldset className="space-y-2">
              <legend className="text-sm font-medium text-slate-900">Quando enviar</legend>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="when"
                  value="now"
                  checked={when === 'now'}
                  onChange={() => setWhen('now')}
                  disabled={!plan.published}
                />
                Agora
              </label>
              {plan.publishAt && (
                <label className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name="when"
                    value="publish"
                    checked={when === 'publish'}
                    onChange={() => setWhen('publish')}
                  />
                  Com a publicação agendada ({formatDateTime(plan.publishAt)})
                </label>
              )}
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="when"
                  value="at"
                  checked={when === 'at'}
                  onChange={() => setWhen('at')}
                />
                Em data e hora escolhidas
              </label>
              {when === 'at' && (
                <label className="block text-sm">
                  Data e hora do envio
                  <input
                    type="datetime-local"
                    name="at"
                    value={at}
                    min={toFirmWallTime(new Date())}
                    onChange={(event) => setAt(event.target.value)}
                    className="mt-1 block rounded-md border border-slate-400 px-3 py-2"
                  />
                </label>
              )}
            </fieldset>
            <div className="flex justify-end gap-2">
              <Button type="button" variant="secondary" onClick={() => setPlan(null)}>
                Cancelar
              </Button>
              <Button type="button" onClick={send} disabled={pending} data-autofocus>
                {plan.lastSentAt ? 'Enviar de novo' : 'Enviar'}
              </Button>
            </div>
          </div>
        )}
      </Modal>
    </div>
  );
}
