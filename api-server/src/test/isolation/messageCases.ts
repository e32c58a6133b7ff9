import assert from 'node:assert/strict';
import type { IsolationCases } from './cases.js';

type MessageRoute =
  | 'listInboxMessages'
  | 'getUnreadMessageCount'
  | 'markMessageRead'
  | 'markMessageHandled'
  | 'reopenMessage'
  | 'listInteractionMessages';

const id = (value: number) => String(value);

/** The inbox lists and counts A's messages alone, and B's messages cannot be marked by A. */
export const messageIsolationCases: Pick<IsolationCases, MessageRoute> = {
  listInboxMessages: {
    scope: 'tenant',
    kind: 'read',
    probes: ({ own }) =>
      (['all', 'unread', 'handled'] as const).map((state) => ({
        label: `the ${state} inbox lists only A’s messages`,
        expect: 'own-data' as const,
        query: { state },
        check(answer) {
          assert.ok(answer.results.every((message) => message.patient.id === own.patient.id));
        },
      })),
  },
  getUnreadMessageCount: {
    scope: 'tenant',
    kind: 'read',
    probes: () => [
      {
        label: 'counts only A’s unread messages',
        expect: 'own-data',
        check(answer) {
          assert.ok(answer.unread <= 1, `A has one message, not ${String(answer.unread)}`);
        },
      },
    ],
  },
  markMessageRead: {
    scope: 'tenant',
    kind: 'write',
    probes: ({ foreign }) => [
      { label: 'B’s message', expect: 'not-found', params: { id: id(foreign.patientMessage.id) } },
    ],
  },
  markMessageHandled: {
    scope: 'tenant',
    kind: 'write',
    probes: ({ foreign }) => [
      { label: 'B’s message', expect: 'not-found', params: { id: id(foreign.patientMessage.id) } },
    ],
  },
  reopenMessage: {
    scope: 'tenant',
    kind: 'write',
    probes: ({ foreign }) => [
      { label: 'B’s message', expect: 'not-found', params: { id: id(foreign.patientMessage.id) } },
    ],
  },
  listInteractionMessages: {
    scope: 'tenant',
    kind: 'read',
    probes: () => [{ label: 'a made-up link token', expect: 'no-such-link', params: { id: 'Z'.repeat(43) } }],
  },
};
