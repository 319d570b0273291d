import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { WalletAccountModel, WalletTransactionModel, WalletTransactionResultModel, AccountWriteModel, BulkLoadWalletModel, WalletModel, CreateWalletModel, FixWalletModel, UserModel } from '../models';
import type { RequestScope } from '../../shared/subgraph';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** An amount of money: finite, 0 or more, at most two decimals, at most 1000000000000. */
  Amount: { input: number; output: number; }
  /** A catalogue code (product, family, group, category, attribute): not blank, at most 255 characters. */
  Code: { input: string; output: string; }
  /** A currency as the service names it (POINT, EURO, ...): not blank, at most 32 characters. */
  Currency: { input: string; output: string; }
  /** An ISO 8601 date-time with a time zone, such as 2026-11-21T10:15:30Z. */
  DateTime: { input: Date; output: Date | string; }
  /** An identifier (an id, a number, a code of the service): not blank, at most 128 characters. */
  Identifier: { input: string; output: string; }
  /** A free JSON object of key/value fields. */
  JSONObject: { input: Record<string, unknown>; output: Record<string, unknown>; }
  /** The offset of a page's first element: a whole number, 0 or more. */
  PageOffset: { input: number; output: number; }
  /** An identifier that becomes one URL path segment: not blank, at most 128 characters, and no ., .., /, \, ?, # or control character. */
  PathSegment: { input: string; output: string; }
  /** An amount of money to move: finite, greater than 0, at most two decimals, at most 1000000000000. */
  PositiveAmount: { input: number; output: number; }
  /** A whole number of units: 0 to 1000000000. */
  Quantity: { input: number; output: number; }
  /** Free text of at most 200 characters (a title, a name, a search text). */
  ShortText: { input: string; output: string; }
  /** Free text of at most 1000 characters (a description). */
  Text: { input: string; output: string; }
  _FieldSet: { input: unknown; output: unknown; }
};

/** The request fields of Wallet/addAccount: the document's body is accountNumber alone; every other field is not in the document and is sent only when given. */
export type AddWalletAccountInput = {
  /** Account number of the new account (the documented body). */
  accountNumber: Scalars['Identifier']['input'];
  /** Account type (not in the document; sent only when given). */
  accountType?: InputMaybe<Scalars['Identifier']['input']>;
  /** Channel (not in the document; sent only when given). */
  channel?: InputMaybe<Scalars['Identifier']['input']>;
  /** Currency; the wallet's when omitted (not in the document; sent only when given). */
  currency?: InputMaybe<Scalars['Currency']['input']>;
  /** Display title (not in the document; sent only when given). */
  title?: InputMaybe<Scalars['ShortText']['input']>;
  /** Owning user; the wallet's when omitted (not in the document; sent only when given). */
  userId?: InputMaybe<Scalars['Identifier']['input']>;
  /** Existing wallet to add the account to (not in the document; sent only when given). */
  walletId?: InputMaybe<Scalars['Identifier']['input']>;
};

/** What addWalletAccount added: the service acknowledged the account; reading it back may fail on its own. */
export type AddWalletAccountPayload = {
  __typename?: 'AddWalletAccountPayload';
  /** The new account, read back by its number; null when the read-back does not find it, an error at this path when the read-back fails. */
  account?: Maybe<WalletAccount>;
  /** Number of the account added, as acknowledged. */
  accountNumber: Scalars['String']['output'];
  /** True when the service acknowledged the write with a 2xx (it was delivered and applied) but its answer was cut off or unreadable: what the answer would have filled is empty or null, so read the result back instead of sending the write again. */
  answerLost: Scalars['Boolean']['output'];
  /** True when this write's outcome was unknown (UPSTREAM_OUTCOME_UNKNOWN) and a resend under the same Idempotency-Key found it applied by reading the service: nothing was sent again, and the payload holds what that read knows. */
  settledByRead: Scalars['Boolean']['output'];
};

/** One load of a bulk import. */
export type BulkLoadItemInput = {
  /** Free fields stored with the transaction. */
  additionalData?: InputMaybe<Scalars['JSONObject']['input']>;
  /** Amount, greater than 0, at most two decimals. */
  amount: Scalars['PositiveAmount']['input'];
  /** Description. */
  description?: InputMaybe<Scalars['Text']['input']>;
  /** When the loaded value expires; must not be in the past. */
  expiresAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** The caller's reference. */
  referenceId?: InputMaybe<Scalars['Identifier']['input']>;
  /** Store id. */
  storeId?: InputMaybe<Scalars['Identifier']['input']>;
  /** Store name. */
  storeName?: InputMaybe<Scalars['ShortText']['input']>;
};

/** The outcome of one load of a bulk import: soft failures are data. */
export type BulkLoadResult = {
  __typename?: 'BulkLoadResult';
  /** Why the load failed. */
  error?: Maybe<Scalars['String']['output']>;
  /** Position of the load in the input list. */
  index: Scalars['Int']['output'];
  /** success or failed; null when the service sends none. */
  status?: Maybe<Scalars['String']['output']>;
  /** The transaction made, for a successful load. */
  transactionId?: Maybe<Scalars['String']['output']>;
};

/** The request fields of WalletAPI/bulkLoad. */
export type BulkLoadWalletInput = {
  /** Account to load. */
  accountNumber: Scalars['Identifier']['input'];
  /** Currency of the account. */
  currency: Scalars['Currency']['input'];
  /** The loads, 1 to 500. */
  loads: Array<BulkLoadItemInput>;
  /** Title of the account, if it has to be created. */
  title?: InputMaybe<Scalars['ShortText']['input']>;
  /** Owning user. */
  userId?: InputMaybe<Scalars['Identifier']['input']>;
  /** Wallet of the account. */
  walletId: Scalars['Identifier']['input'];
  /** Whether the service should call the webhook. */
  webhook?: InputMaybe<Scalars['Boolean']['input']>;
};

/** What bulkLoadWallet did. */
export type BulkLoadWalletPayload = {
  __typename?: 'BulkLoadWalletPayload';
  /** The account, read back afterwards; an error at this path when the read-back fails. */
  account?: Maybe<WalletAccount>;
  /** Number of the account loaded, as acknowledged. */
  accountNumber: Scalars['String']['output'];
  /** True when the service acknowledged the write with a 2xx (it was delivered and applied) but its answer was cut off or unreadable: what the answer would have filled is empty or null, so read the result back instead of sending the write again. */
  answerLost: Scalars['Boolean']['output'];
  /** The account's balance afterwards, as the service answered it; null when it sent none. */
  balance?: Maybe<Scalars['Float']['output']>;
  /** One result per load, in input order (empty when the service sends none). */
  results: Array<BulkLoadResult>;
  /** True when this write's outcome was unknown (UPSTREAM_OUTCOME_UNKNOWN) and a resend under the same Idempotency-Key found it applied by reading the service: nothing was sent again, and the payload holds what that read knows. */
  settledByRead: Scalars['Boolean']['output'];
};

/** The request fields of WalletAPI/cancel. */
export type CancelWalletTransactionInput = {
  /** Account of the transaction. */
  accountNumber: Scalars['Identifier']['input'];
  /** Currency of the account. */
  currency: Scalars['Currency']['input'];
  /** Transaction to cancel. */
  transactionId: Scalars['Identifier']['input'];
  /** Wallet of the account. */
  walletId: Scalars['Identifier']['input'];
};

/** The request fields of WalletAPI/createAccount. */
export type CreateWalletAccountInput = {
  /** Account number, unique. */
  accountNumber: Scalars['Identifier']['input'];
  /** Account type, such as physical or virtual. */
  accountType?: InputMaybe<Scalars['Identifier']['input']>;
  /** Initial amount, loaded at creation. */
  amount?: InputMaybe<Scalars['PositiveAmount']['input']>;
  /** Channel, such as loyalty. */
  channel?: InputMaybe<Scalars['Identifier']['input']>;
  /** Currency, such as POINT or EURO. */
  currency: Scalars['Currency']['input'];
  /** When the initial amount expires. */
  expiresAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** Status, such as active. */
  status?: InputMaybe<Scalars['Identifier']['input']>;
  /** Display title. */
  title?: InputMaybe<Scalars['ShortText']['input']>;
  /** Owning user. */
  userId?: InputMaybe<Scalars['Identifier']['input']>;
  /** Wallet to create the account in. */
  walletId: Scalars['Identifier']['input'];
};

/** What createWalletAccount created: the service acknowledged the account; reading it back may fail on its own. */
export type CreateWalletAccountPayload = {
  __typename?: 'CreateWalletAccountPayload';
  /** The new account, read back by its number; null when the read-back does not find it, an error at this path when the read-back fails. */
  account?: Maybe<WalletAccount>;
  /** Number of the account created, as acknowledged. */
  accountNumber: Scalars['String']['output'];
  /** True when the service acknowledged the write with a 2xx (it was delivered and applied) but its answer was cut off or unreadable: what the answer would have filled is empty or null, so read the result back instead of sending the write again. */
  answerLost: Scalars['Boolean']['output'];
  /** True when this write's outcome was unknown (UPSTREAM_OUTCOME_UNKNOWN) and a resend under the same Idempotency-Key found it applied by reading the service: nothing was sent again, and the payload holds what that read knows. */
  settledByRead: Scalars['Boolean']['output'];
};

/** The request fields of the Create Wallet operation (inferred: the document names it only by title). */
export type CreateWalletInput = {
  /** Status, such as active (the default). */
  status?: InputMaybe<Scalars['Identifier']['input']>;
  /** Display title; the wallet id when omitted. */
  title?: InputMaybe<Scalars['ShortText']['input']>;
  /** The owning user. */
  userId: Scalars['Identifier']['input'];
  /** Id of the new wallet, unused so far. */
  walletId: Scalars['Identifier']['input'];
};

/** What createWallet created: the wallet id as acknowledged, and the wallet as the answer shows it. */
export type CreateWalletPayload = {
  __typename?: 'CreateWalletPayload';
  /** True when the service acknowledged the write with a 2xx (it was delivered and applied) but its answer was cut off or unreadable: what the answer would have filled is empty or null, so read the result back instead of sending the write again. */
  answerLost: Scalars['Boolean']['output'];
  /** True when this write's outcome was unknown (UPSTREAM_OUTCOME_UNKNOWN) and a resend under the same Idempotency-Key found it applied by reading the service: nothing was sent again, and the payload holds what that read knows. */
  settledByRead: Scalars['Boolean']['output'];
  /** The new wallet, as the answer carries it; null when it carries none. */
  wallet?: Maybe<Wallet>;
  /** Id of the wallet created, as sent. */
  walletId: Scalars['String']['output'];
};

/** The request fields of the Fix operation (inferred: the document names it only by title): corrects the amount of a load. */
export type FixWalletInput = {
  /** Account of the load. */
  accountNumber: Scalars['Identifier']['input'];
  /** Its correct amount: not below what was already spent from it. */
  amount: Scalars['PositiveAmount']['input'];
  /** Currency of the account. */
  currency: Scalars['Currency']['input'];
  /** The load (EARNED transaction) to correct. */
  transactionId: Scalars['Identifier']['input'];
  /** Wallet of the account. */
  walletId: Scalars['Identifier']['input'];
};

/** What fixWallet corrected: the load with its new amount, the amount before, and the balance afterwards. */
export type FixWalletPayload = {
  __typename?: 'FixWalletPayload';
  /** The account, read back afterwards; an error at this path when the read-back fails. */
  account?: Maybe<WalletAccount>;
  /** Number of the account of the load, as addressed. */
  accountNumber: Scalars['String']['output'];
  /** True when the service acknowledged the write with a 2xx (it was delivered and applied) but its answer was cut off or unreadable: what the answer would have filled is empty or null, so read the result back instead of sending the write again. */
  answerLost: Scalars['Boolean']['output'];
  /** The account's balance afterwards; null when the answer does not say. */
  balance?: Maybe<Scalars['Float']['output']>;
  /** The load's amount before the fix; null when the answer does not say. */
  previousAmount?: Maybe<Scalars['Float']['output']>;
  /** True when this write's outcome was unknown (UPSTREAM_OUTCOME_UNKNOWN) and a resend under the same Idempotency-Key found it applied by reading the service: nothing was sent again, and the payload holds what that read knows. */
  settledByRead: Scalars['Boolean']['output'];
  /** The load as the service answered it; null when it sent none. */
  transaction?: Maybe<WalletTransaction>;
};

/** The request fields of WalletAPI/load. */
export type LoadWalletInput = {
  /** Account to load. */
  accountNumber: Scalars['Identifier']['input'];
  /** Free fields stored with the transaction. */
  additionalData?: InputMaybe<Scalars['JSONObject']['input']>;
  /** Amount to add, greater than 0, at most two decimals. */
  amount: Scalars['PositiveAmount']['input'];
  /** Channel of the load. */
  channel?: InputMaybe<Scalars['Identifier']['input']>;
  /** Currency of the account. */
  currency: Scalars['Currency']['input'];
  /** Description. */
  description?: InputMaybe<Scalars['Text']['input']>;
  /** When the loaded value expires (not in the document's load body, only on bulk loads; sent only when given). */
  expiresAt?: InputMaybe<Scalars['DateTime']['input']>;
  /** The caller's reference. */
  referenceId?: InputMaybe<Scalars['Identifier']['input']>;
  /** Store id. */
  storeId?: InputMaybe<Scalars['Identifier']['input']>;
  /** Store name. */
  storeName?: InputMaybe<Scalars['ShortText']['input']>;
  /** User on whose behalf the load is made. */
  userId?: InputMaybe<Scalars['Identifier']['input']>;
  /** Wallet of the account. */
  walletId: Scalars['Identifier']['input'];
};

/** What loadWallet did: the service acknowledged the load; reading the account back may fail on its own. */
export type LoadWalletPayload = {
  __typename?: 'LoadWalletPayload';
  /** The loaded account, read back after the load (its balance includes the load); an error at this path when the read-back fails. */
  account?: Maybe<WalletAccount>;
  /** Number of the account loaded, as acknowledged. */
  accountNumber: Scalars['String']['output'];
  /** True when the service acknowledged the write with a 2xx (it was delivered and applied) but its answer was cut off or unreadable: what the answer would have filled is empty or null, so read the result back instead of sending the write again. */
  answerLost: Scalars['Boolean']['output'];
  /** True when this write's outcome was unknown (UPSTREAM_OUTCOME_UNKNOWN) and a resend under the same Idempotency-Key found it applied by reading the service: nothing was sent again, and the payload holds what that read knows. */
  settledByRead: Scalars['Boolean']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Wallet/addAccount: adds an account to an existing wallet. */
  addWalletAccount?: Maybe<AddWalletAccountPayload>;
  /** WalletAPI/bulkLoad: imports many loads; a failed load is reported in results, not as an error. */
  bulkLoadWallet?: Maybe<BulkLoadWalletPayload>;
  /** WalletAPI/cancel: cancels a transaction that was neither partially used nor partially refunded. */
  cancelWalletTransaction?: Maybe<WalletTransactionResult>;
  /** Create Wallet (inferred payload: the document names the operation only by title): creates an empty wallet for a user; accounts are added with addWalletAccount. */
  createWallet?: Maybe<CreateWalletPayload>;
  /** WalletAPI/createAccount: creates an account (and loads its initial amount, if any). */
  createWalletAccount?: Maybe<CreateWalletAccountPayload>;
  /** Fix (inferred payload: the document names the operation only by title): corrects the amount of a load; the balance moves by the difference. */
  fixWallet?: Maybe<FixWalletPayload>;
  /** WalletAPI/load: adds an EARNED transaction and raises the balance. */
  loadWallet?: Maybe<LoadWalletPayload>;
  /** Refund (inferred payload: the document names the operation only by title): refunds a spend. */
  refundWallet?: Maybe<WalletTransactionResult>;
  /** Remove Account (inferred payload: the document names the operation only by title): removes an empty account and its transactions from a wallet. */
  removeWalletAccount?: Maybe<RemoveWalletAccountPayload>;
  /** Spend (inferred payload: the document names the operation only by title): spends from the balance. */
  spendWallet?: Maybe<WalletTransactionResult>;
};


export type MutationAddWalletAccountArgs = {
  input: AddWalletAccountInput;
};


export type MutationBulkLoadWalletArgs = {
  input: BulkLoadWalletInput;
};


export type MutationCancelWalletTransactionArgs = {
  input: CancelWalletTransactionInput;
};


export type MutationCreateWalletArgs = {
  input: CreateWalletInput;
};


export type MutationCreateWalletAccountArgs = {
  input: CreateWalletAccountInput;
};


export type MutationFixWalletArgs = {
  input: FixWalletInput;
};


export type MutationLoadWalletArgs = {
  input: LoadWalletInput;
};


export type MutationRefundWalletArgs = {
  input: RefundWalletInput;
};


export type MutationRemoveWalletAccountArgs = {
  input: RemoveWalletAccountInput;
};


export type MutationSpendWalletArgs = {
  input: SpendWalletInput;
};

/** Where a page of a connection stands (Relay cursor connections). */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** Cursor of the last edge of this page, to pass as after for the next page; null when the page is empty. */
  endCursor?: Maybe<Scalars['String']['output']>;
  /** Whether more items follow this page. */
  hasNextPage: Scalars['Boolean']['output'];
  /** Whether items precede this page. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** Cursor of the first edge of this page; null when the page is empty. */
  startCursor?: Maybe<Scalars['String']['output']>;
};

export type Query = {
  __typename?: 'Query';
  /** Get Wallet (inferred payload: the document names the operation only by title): a wallet and its accounts with their balances, a GET keyed by the wallet id; a user reaches only their own wallet, and gets the same FORBIDDEN for another user's and for an unknown one. */
  wallet?: Maybe<Wallet>;
  /** WalletAPI/getAccount: one account by wallet, currency and number. */
  walletAccount?: Maybe<WalletAccount>;
  /** WalletAPI/listAccounts: a page of accounts; balance is read in one batched call. */
  walletAccounts?: Maybe<WalletAccountPage>;
  /** Wallet/getAccounts: accounts by number, in the order asked; null where a number is unknown, or where its account could not be read (with an error at that position). An empty list answers an empty list without a call. */
  walletAccountsByNumber?: Maybe<Array<Maybe<WalletAccount>>>;
  /** WalletAPI/listAccounts as a Relay connection: the same search and sorts, paged with first and after (the cursor holds an offset, sent as from). */
  walletAccountsConnection?: Maybe<WalletAccountConnection>;
  /** WalletAPI/listTransactions: a page of an account's transactions. */
  walletTransactions?: Maybe<WalletTransactionPage>;
  /** WalletAPI/listTransactions as a Relay connection: an account's transactions, paged with first and after (the cursor holds an offset, sent as from). */
  walletTransactionsConnection?: Maybe<WalletTransactionConnection>;
};


export type QueryWalletArgs = {
  walletId: Scalars['PathSegment']['input'];
};


export type QueryWalletAccountArgs = {
  accountNumber: Scalars['Identifier']['input'];
  currency: Scalars['Currency']['input'];
  walletId: Scalars['Identifier']['input'];
};


export type QueryWalletAccountsArgs = {
  from?: InputMaybe<Scalars['PageOffset']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['ShortText']['input']>;
  sorts?: InputMaybe<Array<WalletAccountSort>>;
};


export type QueryWalletAccountsByNumberArgs = {
  accountNumbers: Array<Scalars['Identifier']['input']>;
};


export type QueryWalletAccountsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['ShortText']['input']>;
  sorts?: InputMaybe<Array<WalletAccountSort>>;
};


export type QueryWalletTransactionsArgs = {
  accountNumber: Scalars['Identifier']['input'];
  currency: Scalars['Currency']['input'];
  expiresAt?: InputMaybe<WalletExpiryRangeInput>;
  filters?: InputMaybe<Array<WalletTransactionFilter>>;
  from?: InputMaybe<Scalars['PageOffset']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sorts?: InputMaybe<Array<WalletTransactionSort>>;
  walletId: Scalars['Identifier']['input'];
};


export type QueryWalletTransactionsConnectionArgs = {
  accountNumber: Scalars['Identifier']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
  currency: Scalars['Currency']['input'];
  expiresAt?: InputMaybe<WalletExpiryRangeInput>;
  filters?: InputMaybe<Array<WalletTransactionFilter>>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sorts?: InputMaybe<Array<WalletTransactionSort>>;
  walletId: Scalars['Identifier']['input'];
};

/** The request fields of the Refund operation (inferred: the document names it only by title). */
export type RefundWalletInput = {
  /** Account of the spend. */
  accountNumber: Scalars['Identifier']['input'];
  /** Amount to refund; the whole remaining spend when omitted. */
  amount?: InputMaybe<Scalars['PositiveAmount']['input']>;
  /** Currency of the account. */
  currency: Scalars['Currency']['input'];
  /** Description. */
  description?: InputMaybe<Scalars['Text']['input']>;
  /** The caller's reference. */
  referenceId?: InputMaybe<Scalars['Identifier']['input']>;
  /** The spend transaction to refund. */
  transactionId: Scalars['Identifier']['input'];
  /** Wallet of the account. */
  walletId: Scalars['Identifier']['input'];
};

/** The request fields of the Remove Account operation (inferred: the document names it only by title). */
export type RemoveWalletAccountInput = {
  /** The account to remove: it must hold nothing. */
  accountNumber: Scalars['Identifier']['input'];
  /** Currency of the account. */
  currency: Scalars['Currency']['input'];
  /** Wallet of the account. */
  walletId: Scalars['Identifier']['input'];
};

/** What removeWalletAccount removed, as acknowledged. */
export type RemoveWalletAccountPayload = {
  __typename?: 'RemoveWalletAccountPayload';
  /** Number of the account removed. */
  accountNumber: Scalars['String']['output'];
  /** True when the service acknowledged the write with a 2xx (it was delivered and applied) but its answer was cut off or unreadable: what the answer would have filled is empty or null, so read the result back instead of sending the write again. */
  answerLost: Scalars['Boolean']['output'];
  /** True when this write's outcome was unknown (UPSTREAM_OUTCOME_UNKNOWN) and a resend under the same Idempotency-Key found it applied by reading the service: nothing was sent again, and the payload holds what that read knows. */
  settledByRead: Scalars['Boolean']['output'];
  /** Wallet the account was in. */
  walletId: Scalars['String']['output'];
};

/** Sort direction. */
export type SortOrder =
  /** Ascending. */
  | 'asc'
  /** Descending. */
  | 'desc';

/** The request fields of the Spend operation (inferred: the document names it only by title). */
export type SpendWalletInput = {
  /** Account to spend from. */
  accountNumber: Scalars['Identifier']['input'];
  /** Free fields stored with the transaction. */
  additionalData?: InputMaybe<Scalars['JSONObject']['input']>;
  /** Amount to spend, greater than 0, at most two decimals. */
  amount: Scalars['PositiveAmount']['input'];
  /** Channel. */
  channel?: InputMaybe<Scalars['Identifier']['input']>;
  /** Currency of the account. */
  currency: Scalars['Currency']['input'];
  /** Description. */
  description?: InputMaybe<Scalars['Text']['input']>;
  /** The caller's reference. */
  referenceId?: InputMaybe<Scalars['Identifier']['input']>;
  /** Store id. */
  storeId?: InputMaybe<Scalars['Identifier']['input']>;
  /** Store name. */
  storeName?: InputMaybe<Scalars['ShortText']['input']>;
  /** User on whose behalf the spend is made. */
  userId?: InputMaybe<Scalars['Identifier']['input']>;
  /** Wallet of the account. */
  walletId: Scalars['Identifier']['input'];
};

/** A user (the service's userId). */
export type User = {
  __typename?: 'User';
  /** The user's id. */
  id: Scalars['ID']['output'];
  /** The user's wallet accounts, balances included (one batched Wallet/getAccounts call). */
  walletAccounts?: Maybe<Array<WalletAccount>>;
};

/** A wallet: the accounts (one per currency) a user holds under one wallet id (inferred: Get Wallet and Create Wallet are named only by title). */
export type Wallet = {
  __typename?: 'Wallet';
  /** The wallet's accounts, each with its balance (empty when the answer lists none). */
  accounts: Array<WalletAccount>;
  /** When the wallet was created (for a wallet known only by its accounts, when its first account was). */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** Status, such as active. */
  status?: Maybe<Scalars['String']['output']>;
  /** Display title. */
  title?: Maybe<Scalars['String']['output']>;
  /** The owning user. */
  userId?: Maybe<Scalars['String']['output']>;
  /** The wallet's id. */
  walletId: Scalars['String']['output'];
};

/** A wallet account: one currency (POINT, EURO, ...) of a user's wallet, identified by its account number. */
export type WalletAccount = {
  __typename?: 'WalletAccount';
  /** The account number, unique across wallets. */
  accountNumber: Scalars['String']['output'];
  /** How the account number was assigned (as listAccounts returns it). */
  accountNumberType?: Maybe<Scalars['String']['output']>;
  /** Account type, such as physical or virtual. */
  accountType?: Maybe<Scalars['String']['output']>;
  /** Current balance: unexpired, uncanceled value (read through one batched Wallet/getAccounts call per request). */
  balance?: Maybe<Scalars['Float']['output']>;
  /** Channel, such as loyalty. */
  channel?: Maybe<Scalars['String']['output']>;
  /** When the account was created. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** Currency, such as POINT or EURO. */
  currency?: Maybe<Scalars['String']['output']>;
  /** Internal id (as listAccounts returns it). */
  id?: Maybe<Scalars['String']['output']>;
  /** Project the account belongs to. */
  projectId?: Maybe<Scalars['String']['output']>;
  /** Status, such as active. */
  status?: Maybe<Scalars['String']['output']>;
  /** Display title. */
  title?: Maybe<Scalars['String']['output']>;
  /** This account's transactions, newest first unless sorted otherwise. */
  transactions?: Maybe<WalletTransactionPage>;
  /** This account's transactions as a Relay connection (WalletAPI/listTransactions; the cursor holds an offset, sent as from). */
  transactionsConnection?: Maybe<WalletTransactionConnection>;
  /** When the account last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
  /** Who last changed the account. */
  updatedBy?: Maybe<Scalars['String']['output']>;
  /** The owning user. */
  user?: Maybe<User>;
  /** The owning user's id. */
  userId?: Maybe<Scalars['String']['output']>;
  /** The wallet holding this account. */
  walletId?: Maybe<Scalars['String']['output']>;
};


/** A wallet account: one currency (POINT, EURO, ...) of a user's wallet, identified by its account number. */
export type WalletAccountTransactionsArgs = {
  expiresAt?: InputMaybe<WalletExpiryRangeInput>;
  filters?: InputMaybe<Array<WalletTransactionFilter>>;
  from?: InputMaybe<Scalars['PageOffset']['input']>;
  pageSize?: InputMaybe<Scalars['Int']['input']>;
  sorts?: InputMaybe<Array<WalletTransactionSort>>;
};


/** A wallet account: one currency (POINT, EURO, ...) of a user's wallet, identified by its account number. */
export type WalletAccountTransactionsConnectionArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  expiresAt?: InputMaybe<WalletExpiryRangeInput>;
  filters?: InputMaybe<Array<WalletTransactionFilter>>;
  first?: InputMaybe<Scalars['Int']['input']>;
  sorts?: InputMaybe<Array<WalletTransactionSort>>;
};

/** Accounts of WalletAPI/listAccounts, as a Relay connection. */
export type WalletAccountConnection = {
  __typename?: 'WalletAccountConnection';
  /** The items of this page, each with its cursor. */
  edges: Array<WalletAccountEdge>;
  /** Where this page stands. */
  pageInfo: PageInfo;
  /** How many accounts match (the service's total); null when it does not say. */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

/** One item of a WalletAccountConnection. */
export type WalletAccountEdge = {
  __typename?: 'WalletAccountEdge';
  /** Opaque cursor of this item: pass it as after to continue after it. */
  cursor: Scalars['String']['output'];
  /** The item. */
  node: WalletAccount;
};

/** A page of accounts from WalletAPI/listAccounts. */
export type WalletAccountPage = {
  __typename?: 'WalletAccountPage';
  /** Offset of this page, as the service reports it; null when it does not say. */
  from?: Maybe<Scalars['Int']['output']>;
  /** Page size, as the service reports it; null when it does not say. */
  pageSize?: Maybe<Scalars['Int']['output']>;
  /** The accounts of this page (empty when the service sends none). */
  result: Array<WalletAccount>;
  /** How many accounts this page holds (counted when the service does not say). */
  size: Scalars['Int']['output'];
  /** How many accounts match; null when the service does not say. */
  total?: Maybe<Scalars['Int']['output']>;
};

/** One account sort key. */
export type WalletAccountSort = {
  /** Field to sort by. */
  field: WalletAccountSortField;
  /** Direction. */
  order: SortOrder;
};

/** Fields accounts can be sorted by. */
export type WalletAccountSortField =
  /** Account number. */
  | 'accountNumber'
  /** Creation time. */
  | 'createdAt'
  /** Currency. */
  | 'currency'
  /** Status. */
  | 'status'
  /** Title. */
  | 'title'
  /** Last change. */
  | 'updatedAt';

/** An expiry range; either end may be left open. */
export type WalletExpiryRangeInput = {
  /** Latest expiry. */
  endDate?: InputMaybe<Scalars['DateTime']['input']>;
  /** Earliest expiry. */
  startDate?: InputMaybe<Scalars['DateTime']['input']>;
};

/** A wallet transaction. */
export type WalletTransaction = {
  __typename?: 'WalletTransaction';
  /** Amount, in the account's currency. */
  amount?: Maybe<Scalars['Float']['output']>;
  /** Channel the transaction came through. */
  channel?: Maybe<Scalars['String']['output']>;
  /** When the transaction was made. */
  createdAt?: Maybe<Scalars['DateTime']['output']>;
  /** Description given when the transaction was made. */
  description?: Maybe<Scalars['String']['output']>;
  /** When the loaded value expires, for loads that expire. */
  expiresAt?: Maybe<Scalars['DateTime']['output']>;
  /** Whether the transaction was canceled. */
  isCanceled?: Maybe<Scalars['Boolean']['output']>;
  /** The caller's reference given with the transaction. */
  referenceId?: Maybe<Scalars['String']['output']>;
  /** Transaction id (an error at this path when the service's answer carries none). */
  transactionId: Scalars['String']['output'];
  /** Type: EARNED (a load), SPENT or REFUNDED. */
  type?: Maybe<Scalars['String']['output']>;
  /** When the transaction last changed. */
  updatedAt?: Maybe<Scalars['DateTime']['output']>;
};

/** Transactions of WalletAPI/listTransactions, as a Relay connection. */
export type WalletTransactionConnection = {
  __typename?: 'WalletTransactionConnection';
  /** The items of this page, each with its cursor. */
  edges: Array<WalletTransactionEdge>;
  /** Where this page stands. */
  pageInfo: PageInfo;
  /** How many transactions match (the service's total); null when it does not say. */
  totalCount?: Maybe<Scalars['Int']['output']>;
};

/** One item of a WalletTransactionConnection. */
export type WalletTransactionEdge = {
  __typename?: 'WalletTransactionEdge';
  /** Opaque cursor of this item: pass it as after to continue after it. */
  cursor: Scalars['String']['output'];
  /** The item. */
  node: WalletTransaction;
};

/** A transaction filter: a type to equal and/or a text to find in description, reference or id. */
export type WalletTransactionFilter = {
  /** Text to search for. */
  search?: InputMaybe<Scalars['ShortText']['input']>;
  /** Transaction type, such as EARNED. */
  type?: InputMaybe<Scalars['Identifier']['input']>;
};

/** A page of transactions from WalletAPI/listTransactions. */
export type WalletTransactionPage = {
  __typename?: 'WalletTransactionPage';
  /** Offset of this page, as the service reports it; null when it does not say. */
  from?: Maybe<Scalars['Int']['output']>;
  /** Page size, as the service reports it; null when it does not say. */
  pageSize?: Maybe<Scalars['Int']['output']>;
  /** How many transactions this page holds (counted when the service does not say). */
  size: Scalars['Int']['output'];
  /** How many transactions match; null when the service does not say. */
  total?: Maybe<Scalars['Int']['output']>;
  /** The transactions of this page (empty when the service sends none). */
  transactions: Array<WalletTransaction>;
};

/** A transaction the service changed and the account's balance afterwards. */
export type WalletTransactionResult = {
  __typename?: 'WalletTransactionResult';
  /** The account, read back afterwards; an error at this path when the read-back fails. */
  account?: Maybe<WalletAccount>;
  /** Number of the account the transaction belongs to, as addressed. */
  accountNumber: Scalars['String']['output'];
  /** True when the service acknowledged the write with a 2xx (it was delivered and applied) but its answer was cut off or unreadable: what the answer would have filled is empty or null, so read the result back instead of sending the write again. */
  answerLost: Scalars['Boolean']['output'];
  /** The account's balance afterwards, as the service answered it; null when it sent none. */
  balance?: Maybe<Scalars['Float']['output']>;
  /** True when this write's outcome was unknown (UPSTREAM_OUTCOME_UNKNOWN) and a resend under the same Idempotency-Key found it applied by reading the service: nothing was sent again, and the payload holds what that read knows. */
  settledByRead: Scalars['Boolean']['output'];
  /** The transaction as the service answered it; null when it sent none (cancel: at least the id asked for). */
  transaction?: Maybe<WalletTransaction>;
};

/** One transaction sort key. */
export type WalletTransactionSort = {
  /** Field to sort by. */
  field: WalletTransactionSortField;
  /** Direction. */
  order: SortOrder;
};

/** Fields transactions can be sorted by. */
export type WalletTransactionSortField =
  /** Amount. */
  | 'amount'
  /** Creation time. */
  | 'createdAt'
  /** Expiry. */
  | 'expiresAt'
  /** Type. */
  | 'type';

export type WithIndex<TObject> = TObject & Record<string, any>;
export type ResolversObject<TObject> = WithIndex<TObject>;

export type ResolverTypeWrapper<T> = Promise<T> | T;

export type ReferenceResolver<TResult, TReference, TContext> = (
      reference: TReference,
      context: TContext,
      info: GraphQLResolveInfo
    ) => Promise<TResult> | TResult;

      type ScalarCheck<T, S> = S extends true ? T : NullableCheck<T, S>;
      type NullableCheck<T, S> = Maybe<T> extends T ? Maybe<ListCheck<NonNullable<T>, S>> : ListCheck<T, S>;
      type ListCheck<T, S> = T extends (infer U)[] ? NullableCheck<U, S>[] : GraphQLRecursivePick<T, S>;
      export type GraphQLRecursivePick<T, S> = { [K in keyof T & keyof S]: ScalarCheck<T[K], S[K]> };
    

export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

/** Mapping of federation types */
export type FederationTypes = ResolversObject<{
  User: User;
  WalletAccount: WalletAccount;
}>;

/** Mapping of federation reference types */
export type FederationReferenceTypes = ResolversObject<{
  User:
    ( { __typename: 'User' }
    & GraphQLRecursivePick<FederationTypes['User'], {"id":true}> );
  WalletAccount:
    ( { __typename: 'WalletAccount' }
    & GraphQLRecursivePick<FederationTypes['WalletAccount'], {"accountNumber":true}> );
}>;



/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = ResolversObject<{
  AddWalletAccountInput: AddWalletAccountInput;
  AddWalletAccountPayload: ResolverTypeWrapper<AccountWriteModel>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Amount: ResolverTypeWrapper<Scalars['Amount']['output']>;
  BulkLoadItemInput: BulkLoadItemInput;
  BulkLoadResult: ResolverTypeWrapper<BulkLoadResult>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  BulkLoadWalletInput: BulkLoadWalletInput;
  BulkLoadWalletPayload: ResolverTypeWrapper<BulkLoadWalletModel>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  CancelWalletTransactionInput: CancelWalletTransactionInput;
  Code: ResolverTypeWrapper<Scalars['Code']['output']>;
  CreateWalletAccountInput: CreateWalletAccountInput;
  CreateWalletAccountPayload: ResolverTypeWrapper<AccountWriteModel>;
  CreateWalletInput: CreateWalletInput;
  CreateWalletPayload: ResolverTypeWrapper<CreateWalletModel>;
  Currency: ResolverTypeWrapper<Scalars['Currency']['output']>;
  DateTime: ResolverTypeWrapper<Scalars['DateTime']['output']>;
  FixWalletInput: FixWalletInput;
  FixWalletPayload: ResolverTypeWrapper<FixWalletModel>;
  Identifier: ResolverTypeWrapper<Scalars['Identifier']['output']>;
  JSONObject: ResolverTypeWrapper<Scalars['JSONObject']['output']>;
  LoadWalletInput: LoadWalletInput;
  LoadWalletPayload: ResolverTypeWrapper<AccountWriteModel>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  PageInfo: ResolverTypeWrapper<PageInfo>;
  PageOffset: ResolverTypeWrapper<Scalars['PageOffset']['output']>;
  PathSegment: ResolverTypeWrapper<Scalars['PathSegment']['output']>;
  PositiveAmount: ResolverTypeWrapper<Scalars['PositiveAmount']['output']>;
  Quantity: ResolverTypeWrapper<Scalars['Quantity']['output']>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RefundWalletInput: RefundWalletInput;
  RemoveWalletAccountInput: RemoveWalletAccountInput;
  RemoveWalletAccountPayload: ResolverTypeWrapper<RemoveWalletAccountPayload>;
  ShortText: ResolverTypeWrapper<Scalars['ShortText']['output']>;
  SortOrder: SortOrder;
  SpendWalletInput: SpendWalletInput;
  Text: ResolverTypeWrapper<Scalars['Text']['output']>;
  User: ResolverTypeWrapper<UserModel>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Wallet: ResolverTypeWrapper<WalletModel>;
  WalletAccount: ResolverTypeWrapper<WalletAccountModel>;
  WalletAccountConnection: ResolverTypeWrapper<Omit<WalletAccountConnection, 'edges'> & { edges: Array<ResolversTypes['WalletAccountEdge']> }>;
  WalletAccountEdge: ResolverTypeWrapper<Omit<WalletAccountEdge, 'node'> & { node: ResolversTypes['WalletAccount'] }>;
  WalletAccountPage: ResolverTypeWrapper<Omit<WalletAccountPage, 'result'> & { result: Array<ResolversTypes['WalletAccount']> }>;
  WalletAccountSort: WalletAccountSort;
  WalletAccountSortField: WalletAccountSortField;
  WalletExpiryRangeInput: WalletExpiryRangeInput;
  WalletTransaction: ResolverTypeWrapper<WalletTransactionModel>;
  WalletTransactionConnection: ResolverTypeWrapper<Omit<WalletTransactionConnection, 'edges'> & { edges: Array<ResolversTypes['WalletTransactionEdge']> }>;
  WalletTransactionEdge: ResolverTypeWrapper<Omit<WalletTransactionEdge, 'node'> & { node: ResolversTypes['WalletTransaction'] }>;
  WalletTransactionFilter: WalletTransactionFilter;
  WalletTransactionPage: ResolverTypeWrapper<Omit<WalletTransactionPage, 'transactions'> & { transactions: Array<ResolversTypes['WalletTransaction']> }>;
  WalletTransactionResult: ResolverTypeWrapper<WalletTransactionResultModel>;
  WalletTransactionSort: WalletTransactionSort;
  WalletTransactionSortField: WalletTransactionSortField;
}>;

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = ResolversObject<{
  AddWalletAccountInput: AddWalletAccountInput;
  AddWalletAccountPayload: AccountWriteModel;
  String: Scalars['String']['output'];
  Boolean: Scalars['Boolean']['output'];
  Amount: Scalars['Amount']['output'];
  BulkLoadItemInput: BulkLoadItemInput;
  BulkLoadResult: BulkLoadResult;
  Int: Scalars['Int']['output'];
  BulkLoadWalletInput: BulkLoadWalletInput;
  BulkLoadWalletPayload: BulkLoadWalletModel;
  Float: Scalars['Float']['output'];
  CancelWalletTransactionInput: CancelWalletTransactionInput;
  Code: Scalars['Code']['output'];
  CreateWalletAccountInput: CreateWalletAccountInput;
  CreateWalletAccountPayload: AccountWriteModel;
  CreateWalletInput: CreateWalletInput;
  CreateWalletPayload: CreateWalletModel;
  Currency: Scalars['Currency']['output'];
  DateTime: Scalars['DateTime']['output'];
  FixWalletInput: FixWalletInput;
  FixWalletPayload: FixWalletModel;
  Identifier: Scalars['Identifier']['output'];
  JSONObject: Scalars['JSONObject']['output'];
  LoadWalletInput: LoadWalletInput;
  LoadWalletPayload: AccountWriteModel;
  Mutation: Record<PropertyKey, never>;
  PageInfo: PageInfo;
  PageOffset: Scalars['PageOffset']['output'];
  PathSegment: Scalars['PathSegment']['output'];
  PositiveAmount: Scalars['PositiveAmount']['output'];
  Quantity: Scalars['Quantity']['output'];
  Query: Record<PropertyKey, never>;
  RefundWalletInput: RefundWalletInput;
  RemoveWalletAccountInput: RemoveWalletAccountInput;
  RemoveWalletAccountPayload: RemoveWalletAccountPayload;
  ShortText: Scalars['ShortText']['output'];
  SpendWalletInput: SpendWalletInput;
  Text: Scalars['Text']['output'];
  User: UserModel;
  ID: Scalars['ID']['output'];
  Wallet: WalletModel;
  WalletAccount: WalletAccountModel;
  WalletAccountConnection: Omit<WalletAccountConnection, 'edges'> & { edges: Array<ResolversParentTypes['WalletAccountEdge']> };
  WalletAccountEdge: Omit<WalletAccountEdge, 'node'> & { node: ResolversParentTypes['WalletAccount'] };
  WalletAccountPage: Omit<WalletAccountPage, 'result'> & { result: Array<ResolversParentTypes['WalletAccount']> };
  WalletAccountSort: WalletAccountSort;
  WalletExpiryRangeInput: WalletExpiryRangeInput;
  WalletTransaction: WalletTransactionModel;
  WalletTransactionConnection: Omit<WalletTransactionConnection, 'edges'> & { edges: Array<ResolversParentTypes['WalletTransactionEdge']> };
  WalletTransactionEdge: Omit<WalletTransactionEdge, 'node'> & { node: ResolversParentTypes['WalletTransaction'] };
  WalletTransactionFilter: WalletTransactionFilter;
  WalletTransactionPage: Omit<WalletTransactionPage, 'transactions'> & { transactions: Array<ResolversParentTypes['WalletTransaction']> };
  WalletTransactionResult: WalletTransactionResultModel;
  WalletTransactionSort: WalletTransactionSort;
}>;

export type AddWalletAccountPayloadResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['AddWalletAccountPayload'] = ResolversParentTypes['AddWalletAccountPayload']> = ResolversObject<{
  account?: Resolver<Maybe<ResolversTypes['WalletAccount']>, ParentType, ContextType>;
  accountNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  answerLost?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  settledByRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export interface AmountScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Amount'], any> {
  name: 'Amount';
}

export type BulkLoadResultResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['BulkLoadResult'] = ResolversParentTypes['BulkLoadResult']> = ResolversObject<{
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  index?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transactionId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type BulkLoadWalletPayloadResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['BulkLoadWalletPayload'] = ResolversParentTypes['BulkLoadWalletPayload']> = ResolversObject<{
  account?: Resolver<Maybe<ResolversTypes['WalletAccount']>, ParentType, ContextType>;
  accountNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  answerLost?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  balance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['BulkLoadResult']>, ParentType, ContextType>;
  settledByRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export interface CodeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Code'], any> {
  name: 'Code';
}

export type CreateWalletAccountPayloadResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['CreateWalletAccountPayload'] = ResolversParentTypes['CreateWalletAccountPayload']> = ResolversObject<{
  account?: Resolver<Maybe<ResolversTypes['WalletAccount']>, ParentType, ContextType>;
  accountNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  answerLost?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  settledByRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type CreateWalletPayloadResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['CreateWalletPayload'] = ResolversParentTypes['CreateWalletPayload']> = ResolversObject<{
  answerLost?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  settledByRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  wallet?: Resolver<Maybe<ResolversTypes['Wallet']>, ParentType, ContextType>;
  walletId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface CurrencyScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Currency'], any> {
  name: 'Currency';
}

export interface DateTimeScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['DateTime'], any> {
  name: 'DateTime';
}

export type FixWalletPayloadResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['FixWalletPayload'] = ResolversParentTypes['FixWalletPayload']> = ResolversObject<{
  account?: Resolver<Maybe<ResolversTypes['WalletAccount']>, ParentType, ContextType>;
  accountNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  answerLost?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  balance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  previousAmount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  settledByRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  transaction?: Resolver<Maybe<ResolversTypes['WalletTransaction']>, ParentType, ContextType>;
}>;

export interface IdentifierScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Identifier'], any> {
  name: 'Identifier';
}

export interface JsonObjectScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['JSONObject'], any> {
  name: 'JSONObject';
}

export type LoadWalletPayloadResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['LoadWalletPayload'] = ResolversParentTypes['LoadWalletPayload']> = ResolversObject<{
  account?: Resolver<Maybe<ResolversTypes['WalletAccount']>, ParentType, ContextType>;
  accountNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  answerLost?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  settledByRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
}>;

export type MutationResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = ResolversObject<{
  addWalletAccount?: Resolver<Maybe<ResolversTypes['AddWalletAccountPayload']>, ParentType, ContextType, RequireFields<MutationAddWalletAccountArgs, 'input'>>;
  bulkLoadWallet?: Resolver<Maybe<ResolversTypes['BulkLoadWalletPayload']>, ParentType, ContextType, RequireFields<MutationBulkLoadWalletArgs, 'input'>>;
  cancelWalletTransaction?: Resolver<Maybe<ResolversTypes['WalletTransactionResult']>, ParentType, ContextType, RequireFields<MutationCancelWalletTransactionArgs, 'input'>>;
  createWallet?: Resolver<Maybe<ResolversTypes['CreateWalletPayload']>, ParentType, ContextType, RequireFields<MutationCreateWalletArgs, 'input'>>;
  createWalletAccount?: Resolver<Maybe<ResolversTypes['CreateWalletAccountPayload']>, ParentType, ContextType, RequireFields<MutationCreateWalletAccountArgs, 'input'>>;
  fixWallet?: Resolver<Maybe<ResolversTypes['FixWalletPayload']>, ParentType, ContextType, RequireFields<MutationFixWalletArgs, 'input'>>;
  loadWallet?: Resolver<Maybe<ResolversTypes['LoadWalletPayload']>, ParentType, ContextType, RequireFields<MutationLoadWalletArgs, 'input'>>;
  refundWallet?: Resolver<Maybe<ResolversTypes['WalletTransactionResult']>, ParentType, ContextType, RequireFields<MutationRefundWalletArgs, 'input'>>;
  removeWalletAccount?: Resolver<Maybe<ResolversTypes['RemoveWalletAccountPayload']>, ParentType, ContextType, RequireFields<MutationRemoveWalletAccountArgs, 'input'>>;
  spendWallet?: Resolver<Maybe<ResolversTypes['WalletTransactionResult']>, ParentType, ContextType, RequireFields<MutationSpendWalletArgs, 'input'>>;
}>;

export type PageInfoResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['PageInfo'] = ResolversParentTypes['PageInfo']> = ResolversObject<{
  endCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasNextPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  hasPreviousPage?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  startCursor?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export interface PageOffsetScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['PageOffset'], any> {
  name: 'PageOffset';
}

export interface PathSegmentScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['PathSegment'], any> {
  name: 'PathSegment';
}

export interface PositiveAmountScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['PositiveAmount'], any> {
  name: 'PositiveAmount';
}

export interface QuantityScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Quantity'], any> {
  name: 'Quantity';
}

export type QueryResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = ResolversObject<{
  wallet?: Resolver<Maybe<ResolversTypes['Wallet']>, ParentType, ContextType, RequireFields<QueryWalletArgs, 'walletId'>>;
  walletAccount?: Resolver<Maybe<ResolversTypes['WalletAccount']>, ParentType, ContextType, RequireFields<QueryWalletAccountArgs, 'accountNumber' | 'currency' | 'walletId'>>;
  walletAccounts?: Resolver<Maybe<ResolversTypes['WalletAccountPage']>, ParentType, ContextType, RequireFields<QueryWalletAccountsArgs, 'from' | 'pageSize'>>;
  walletAccountsByNumber?: Resolver<Maybe<Array<Maybe<ResolversTypes['WalletAccount']>>>, ParentType, ContextType, RequireFields<QueryWalletAccountsByNumberArgs, 'accountNumbers'>>;
  walletAccountsConnection?: Resolver<Maybe<ResolversTypes['WalletAccountConnection']>, ParentType, ContextType, RequireFields<QueryWalletAccountsConnectionArgs, 'first'>>;
  walletTransactions?: Resolver<Maybe<ResolversTypes['WalletTransactionPage']>, ParentType, ContextType, RequireFields<QueryWalletTransactionsArgs, 'accountNumber' | 'currency' | 'from' | 'pageSize' | 'walletId'>>;
  walletTransactionsConnection?: Resolver<Maybe<ResolversTypes['WalletTransactionConnection']>, ParentType, ContextType, RequireFields<QueryWalletTransactionsConnectionArgs, 'accountNumber' | 'currency' | 'first' | 'walletId'>>;
}>;

export type RemoveWalletAccountPayloadResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['RemoveWalletAccountPayload'] = ResolversParentTypes['RemoveWalletAccountPayload']> = ResolversObject<{
  accountNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  answerLost?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  settledByRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  walletId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export interface ShortTextScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['ShortText'], any> {
  name: 'ShortText';
}

export interface TextScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Text'], any> {
  name: 'Text';
}

export type UserResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User'], FederationReferenceType extends FederationReferenceTypes['User'] = FederationReferenceTypes['User']> = ResolversObject<{
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['User']> | FederationReferenceType, FederationReferenceType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  walletAccounts?: Resolver<Maybe<Array<ResolversTypes['WalletAccount']>>, ParentType, ContextType>;
}>;

export type WalletResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['Wallet'] = ResolversParentTypes['Wallet']> = ResolversObject<{
  accounts?: Resolver<Array<ResolversTypes['WalletAccount']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  walletId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
}>;

export type WalletAccountResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['WalletAccount'] = ResolversParentTypes['WalletAccount'], FederationReferenceType extends FederationReferenceTypes['WalletAccount'] = FederationReferenceTypes['WalletAccount']> = ResolversObject<{
  __resolveReference?: ReferenceResolver<Maybe<ResolversTypes['WalletAccount']> | FederationReferenceType, FederationReferenceType, ContextType>;
  accountNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  accountNumberType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  accountType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  balance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  channel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  currency?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  projectId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transactions?: Resolver<Maybe<ResolversTypes['WalletTransactionPage']>, ParentType, ContextType, RequireFields<WalletAccountTransactionsArgs, 'from' | 'pageSize'>>;
  transactionsConnection?: Resolver<Maybe<ResolversTypes['WalletTransactionConnection']>, ParentType, ContextType, RequireFields<WalletAccountTransactionsConnectionArgs, 'first'>>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  updatedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  userId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  walletId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
}>;

export type WalletAccountConnectionResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['WalletAccountConnection'] = ResolversParentTypes['WalletAccountConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['WalletAccountEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type WalletAccountEdgeResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['WalletAccountEdge'] = ResolversParentTypes['WalletAccountEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['WalletAccount'], ParentType, ContextType>;
}>;

export type WalletAccountPageResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['WalletAccountPage'] = ResolversParentTypes['WalletAccountPage']> = ResolversObject<{
  from?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  pageSize?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  result?: Resolver<Array<ResolversTypes['WalletAccount']>, ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type WalletTransactionResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['WalletTransaction'] = ResolversParentTypes['WalletTransaction']> = ResolversObject<{
  amount?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  channel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  expiresAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
  isCanceled?: Resolver<Maybe<ResolversTypes['Boolean']>, ParentType, ContextType>;
  referenceId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  transactionId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<Maybe<ResolversTypes['DateTime']>, ParentType, ContextType>;
}>;

export type WalletTransactionConnectionResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['WalletTransactionConnection'] = ResolversParentTypes['WalletTransactionConnection']> = ResolversObject<{
  edges?: Resolver<Array<ResolversTypes['WalletTransactionEdge']>, ParentType, ContextType>;
  pageInfo?: Resolver<ResolversTypes['PageInfo'], ParentType, ContextType>;
  totalCount?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
}>;

export type WalletTransactionEdgeResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['WalletTransactionEdge'] = ResolversParentTypes['WalletTransactionEdge']> = ResolversObject<{
  cursor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  node?: Resolver<ResolversTypes['WalletTransaction'], ParentType, ContextType>;
}>;

export type WalletTransactionPageResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['WalletTransactionPage'] = ResolversParentTypes['WalletTransactionPage']> = ResolversObject<{
  from?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  pageSize?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  transactions?: Resolver<Array<ResolversTypes['WalletTransaction']>, ParentType, ContextType>;
}>;

export type WalletTransactionResultResolvers<ContextType = RequestScope, ParentType extends ResolversParentTypes['WalletTransactionResult'] = ResolversParentTypes['WalletTransactionResult']> = ResolversObject<{
  account?: Resolver<Maybe<ResolversTypes['WalletAccount']>, ParentType, ContextType>;
  accountNumber?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  answerLost?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  balance?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  settledByRead?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  transaction?: Resolver<Maybe<ResolversTypes['WalletTransaction']>, ParentType, ContextType>;
}>;

export type Resolvers<ContextType = RequestScope> = ResolversObject<{
  AddWalletAccountPayload?: AddWalletAccountPayloadResolvers<ContextType>;
  Amount?: GraphQLScalarType;
  BulkLoadResult?: BulkLoadResultResolvers<ContextType>;
  BulkLoadWalletPayload?: BulkLoadWalletPayloadResolvers<ContextType>;
  Code?: GraphQLScalarType;
  CreateWalletAccountPayload?: CreateWalletAccountPayloadResolvers<ContextType>;
  CreateWalletPayload?: CreateWalletPayloadResolvers<ContextType>;
  Currency?: GraphQLScalarType;
  DateTime?: GraphQLScalarType;
  FixWalletPayload?: FixWalletPayloadResolvers<ContextType>;
  Identifier?: GraphQLScalarType;
  JSONObject?: GraphQLScalarType;
  LoadWalletPayload?: LoadWalletPayloadResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  PageInfo?: PageInfoResolvers<ContextType>;
  PageOffset?: GraphQLScalarType;
  PathSegment?: GraphQLScalarType;
  PositiveAmount?: GraphQLScalarType;
  Quantity?: GraphQLScalarType;
  Query?: QueryResolvers<ContextType>;
  RemoveWalletAccountPayload?: RemoveWalletAccountPayloadResolvers<ContextType>;
  ShortText?: GraphQLScalarType;
  Text?: GraphQLScalarType;
  User?: UserResolvers<ContextType>;
  Wallet?: WalletResolvers<ContextType>;
  WalletAccount?: WalletAccountResolvers<ContextType>;
  WalletAccountConnection?: WalletAccountConnectionResolvers<ContextType>;
  WalletAccountEdge?: WalletAccountEdgeResolvers<ContextType>;
  WalletAccountPage?: WalletAccountPageResolvers<ContextType>;
  WalletTransaction?: WalletTransactionResolvers<ContextType>;
  WalletTransactionConnection?: WalletTransactionConnectionResolvers<ContextType>;
  WalletTransactionEdge?: WalletTransactionEdgeResolvers<ContextType>;
  WalletTransactionPage?: WalletTransactionPageResolvers<ContextType>;
  WalletTransactionResult?: WalletTransactionResultResolvers<ContextType>;
}>;


/** Each root field's arguments as the SDL declares them, by root type and field name. */
export type RootFieldArgs = {
  Query: {
    wallet: QueryWalletArgs;
    walletAccount: QueryWalletAccountArgs;
    walletAccounts: QueryWalletAccountsArgs;
    walletAccountsByNumber: QueryWalletAccountsByNumberArgs;
    walletAccountsConnection: QueryWalletAccountsConnectionArgs;
    walletTransactions: QueryWalletTransactionsArgs;
    walletTransactionsConnection: QueryWalletTransactionsConnectionArgs;
  };
  Mutation: {
    addWalletAccount: MutationAddWalletAccountArgs;
    bulkLoadWallet: MutationBulkLoadWalletArgs;
    cancelWalletTransaction: MutationCancelWalletTransactionArgs;
    createWallet: MutationCreateWalletArgs;
    createWalletAccount: MutationCreateWalletAccountArgs;
    fixWallet: MutationFixWalletArgs;
    loadWallet: MutationLoadWalletArgs;
    refundWallet: MutationRefundWalletArgs;
    removeWalletAccount: MutationRemoveWalletAccountArgs;
    spendWallet: MutationSpendWalletArgs;
  };
};
