import 'server-only';

// What other features may use of the client alerts (issue 35): the LGPD tools' export, erasure,
// retention and replay of the subscribers (features/privacy).

export {
  deleteSubscriptionsOf,
  subscriberAddresses,
  subscriptionsOf,
  type HeldSubscription,
} from './personal-data';
export { runAlertsRetention } from './retention';
