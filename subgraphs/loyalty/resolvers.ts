import { z } from 'zod';
import { SCOPES, assertOwnUser, userIdOf } from '../shared/caller';
import { checkArguments } from '../shared/call';
import { DEFAULT_FIRST, offsetAfter, offsetConnection } from '../shared/connection';
import { rootResolvers, type CallerCheck } from '../shared/root-resolvers';
import type { RequestScope } from '../shared/subgraph';
import { validate } from '../shared/validation';
import type { QueryLoyaltyEventsArgs, Resolvers } from './__generated__/resolvers-types';
import { eventsLoader } from './loaders';
import { fieldErrorList, type LoyaltyEventDataModel } from './models';
import { USER, connectionRules, eventPageRules, operations, userIdRule } from './operations';

/** User.loyaltyEvents' arguments: getEvents' page rules. */
const eventPageArguments = z.object(eventPageRules);

/** Who may read any user's loyalty events besides the user: support staff and loyalty administrators. */
const READERS = [SCOPES.support, SCOPES.loyaltyAdmin];

const events = (context: RequestScope, request: QueryLoyaltyEventsArgs) => eventsLoader(context).load(request);

/** A user's own loyalty, for the user (or the widening scopes). */
const ownUser: CallerCheck<{ userId: string }> = ({ caller }, { userId }) => assertOwnUser(caller, userId, 'userId', READERS);

/** Only a user entity has an owner a shopper can be; other entities are for the widening scopes. */
const ownEntity: CallerCheck<{ entityId: string; entityType: string }> = ({ caller }, { entityId, entityType }) =>
  assertOwnUser(caller, entityType === USER ? entityId : null, 'entityId', READERS);

/** Every row's root field, each with the check its row names. */
const root = rootResolvers(operations, { checks: { ownUser, ownEntity } });

/**
 * getEvents pages from 1 (`page`, `limit`): the events from `offset` on are read as pages of `first`,
 * one page when the offset falls on a page boundary, else the two pages it straddles.
 */
async function eventsConnection(
  context: RequestScope,
  request: Omit<QueryLoyaltyEventsArgs, 'page' | 'limit'>,
  first: number | null | undefined,
  after: string | null | undefined,
) {
  const offset = offsetAfter('loyaltyEventsConnection', after);
  const size = first ?? DEFAULT_FIRST;
  const page = Math.floor(offset / size) + 1;
  const pages = offset % size === 0 ? [page] : [page, page + 1];
  const read = await Promise.all(pages.map((number) => events(context, { ...request, page: number, limit: size })));
  const skip = offset - (page - 1) * size;
  const nodes = read.flatMap((answer) => answer.events).slice(skip, skip + size);
  return offsetConnection('loyaltyEventsConnection', { nodes, offset, first: size, total: read[0]?.total ?? null });
}

/** Event data fields, when they have the documented type. */
const stringField = (field: string) => (data: LoyaltyEventDataModel) => {
  const value = data[field];
  return typeof value === 'string' ? value : null;
};
const numberField = (field: string) => (data: LoyaltyEventDataModel) => {
  const value = data[field];
  return typeof value === 'number' ? value : null;
};
const booleanField = (field: string) => (data: LoyaltyEventDataModel) => {
  const value = data[field];
  return typeof value === 'boolean' ? value : null;
};

export const resolvers: Resolvers = {
  Query: {
    ...root.Query,
    // Through the loader: the same page asked twice in one operation is one call.
    loyaltyEvents: async (_, args, context) => {
      checkArguments(context, operations.loyaltyEvents, args);
      await ownEntity(context, args);
      return events(context, args);
    },
    loyaltyEventsConnection: async (_, { first, after, ...request }, context) => {
      validate(connectionRules, { first, after, ...request });
      await ownEntity(context, request);
      return eventsConnection(context, request, first, after);
    },
    user: (_, { id }, { caller }) => {
      validate(userIdRule, id, 'id');
      assertOwnUser(caller, id, 'id', [SCOPES.support]);
      return { id };
    },
    me: (_, _args, { caller }) => {
      const id = userIdOf(caller);
      return id ? { id } : null;
    },
  },
  Mutation: root.Mutation,
  User: {
    __resolveReference: (reference) => ({ id: reference.id }),
    loyaltyEvents: ({ id }, args, context) => {
      validate(userIdRule, id, 'id');
      assertOwnUser(context.caller, id, 'User.loyaltyEvents', READERS);
      validate(eventPageArguments, args);
      return events(context, { entityType: USER, entityId: id, ...args });
    },
    loyaltyEventsConnection: ({ id }, { first, after, filters }, context) => {
      validate(userIdRule, id, 'id');
      assertOwnUser(context.caller, id, 'User.loyaltyEventsConnection', READERS);
      validate(connectionRules, { first, after, filters });
      return eventsConnection(context, { entityType: USER, entityId: id, filters }, first, after);
    },
  },
  CancelLoyaltyTransactionPayload: {
    user: ({ userId }) => ({ id: userId }),
    events: async ({ userId, transactionId }, _args, context) => {
      const page = await events(context, {
        entityType: USER,
        entityId: userId,
        filters: [{ condition: 'eq', key: 'eventData.transactionId', value: transactionId }],
        limit: 100,
      });
      return page.events;
    },
  },
  LoyaltyEvent: {
    entityData: (event) => event.entityData ?? null,
    eventData: (event) => event.eventData ?? {},
    entityErrors: (event) => fieldErrorList(event.entityErrors),
    eventErrors: (event) => fieldErrorList(event.eventErrors),
    actions: (event) => event.actions ?? [],
    user: (event) => (event.entityType === USER && event.entityId ? { id: event.entityId } : null),
  },
  LoyaltyEventData: {
    transactionId: stringField('transactionId'),
    amount: numberField('amount'),
    currency: stringField('currency'),
    orderId: stringField('orderId'),
    rate: numberField('rate'),
    webhook: booleanField('webhook'),
    fields: (data) => data,
  },
  LoyaltySegment: {
    users: ({ userIds }) => userIds.map((id) => ({ id })),
  },
  LoyaltyTransaction: {
    user: ({ userId }) => (userId ? { id: userId } : null),
  },
  LoyaltyRuleAction: {
    account: (action) => (action.accountNumber ? { accountNumber: action.accountNumber } : null),
  },
};
