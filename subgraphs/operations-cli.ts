import { formatListing, operationListing } from './operation-table';

/**
 * `npm run operations`: every service operation the facade calls, with its HTTP method, URL form,
 * GraphQL field and whether the document shows it or names it only by title; `-- --json` prints the
 * same as a JSON array.
 */
const listing = operationListing();
console.log(process.argv.includes('--json') ? JSON.stringify(listing, null, 2) : formatListing(listing));
