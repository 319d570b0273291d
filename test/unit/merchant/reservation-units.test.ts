import { GraphQLError } from 'graphql';
import { claimUnits, returnUnits } from '../../../subgraphs/merchant/ownership';
import { MemoryReservationStore } from '../../../subgraphs/shared/reservation-store';
import { stillUnknown } from '../../../subgraphs/shared/settle';
import type { RequestScope } from '../../../subgraphs/shared/subgraph';
import { userCaller } from '../../helpers/callers';

/** A shopper's request scope with a cap of 10 units, on one store shared by its requests. */
const scopeOn = (reservations: MemoryReservationStore) =>
  ({ caller: userCaller('shopper-1'), reservations, client: { config: { maxReservedUnitsPerUser: 10 } } }) as unknown as RequestScope;

describe('units held for a reservation whose outcome is unknown', () => {
  it('stay held when the reservation was sent and its answer lost', async () => {
    const scope = scopeOn(new MemoryReservationStore());
    const claim = await claimUnits(scope, 6);
    await returnUnits(scope, claim, new GraphQLError('lost', { extensions: { code: 'UPSTREAM_OUTCOME_UNKNOWN', delivered: 'unknown' } }));
    await expect(claimUnits(scope, 6)).rejects.toMatchObject({ extensions: { code: 'BAD_USER_INPUT', fields: ['input.quantity'] } });
  });

  it('are given back when a resend sent nothing and the outcome is still unknown: resends do not take the cap', async () => {
    const scope = scopeOn(new MemoryReservationStore());
    const first = await claimUnits(scope, 6);
    await returnUnits(scope, first, new GraphQLError('lost', { extensions: { code: 'UPSTREAM_OUTCOME_UNKNOWN', delivered: 'unknown' } }));
    // The first attempt's 6 stay held; a resend's own 4 come back each time nothing is sent.
    for (let resend = 0; resend < 3; resend++) {
      const again = await claimUnits(scope, 4);
      await returnUnits(scope, again, stillUnknown('MerchantStock/reserveStock', { read: null, reason: 'no read tells' }, 'no read can tell'));
    }
    await expect(claimUnits(scope, 4)).resolves.toMatchObject({ hold: { units: 4 } });
  });
});
