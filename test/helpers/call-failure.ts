import { GraphQLError } from 'graphql';

/** The GraphQL error a service call rejects with; anything else it throws, or its success, fails the test. */
export async function failure(promise: Promise<unknown>): Promise<GraphQLError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof GraphQLError) return error;
    throw error;
  }
  throw new Error('the call succeeded but a failure was expected');
}
