/**
 * What a frontend imports: named React hooks on @apollo/client for the curated operations in
 * schema/operations/, with their result and variable types. Typed documents (for `useQuery` with a
 * TypedDocumentNode) are in ./__generated__/graphql, and the persisted-documents manifest the gateway
 * enforces with TRUSTED_DOCUMENTS in ./__generated__/persisted-documents.json.
 */
export * from './__generated__/hooks';
