import type { ErrorLike } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import {
  CalculateCartDocument,
  MyWalletDocument,
  ProductCatalogueDocument,
  StartCheckoutDocument,
  cartLineFromProduct,
  formatMoney,
  type CartProduct,
} from '../../../client';
import { describeError, gatewaySettings } from './client';

const USER_ID = gatewaySettings().userId;
const CHANNEL = 'web';
const PAGE_SIZE = 12;
/** The locale of the catalogue's names (the ProductCatalogue document asks for en_US), so amounts read alike. */
const LOCALE = 'en-US';

type Page = 'products' | 'cart' | 'wallet';

/** A product card added to the cart, as many times as its button was pressed. */
interface CartLine {
  product: CartProduct;
  qty: number;
}

/** An amount the service left out reads as 0, in the currency of what it belongs to. */
const money = (value: number | null | undefined, currency: string | null | undefined) => formatMoney(value ?? 0, currency, LOCALE);

/** The facade answers partially when one area fails: show what came, with the errors beside it. */
const PARTIAL = { errorPolicy: 'all' } as const;

/** Every failure is shown: a request that failed must never look like one that found nothing. */
function ErrorNotice({ what, error }: { what: string; error: ErrorLike | undefined }) {
  if (!error) return null;
  return (
    <p role="alert" data-testid="error">
      {what}: {describeError(error)}
    </p>
  );
}

function Products({ onAdd }: { onAdd: (product: CartProduct) => void }) {
  // Pages are merged by the generated relayStylePagination policy: fetchMore appends the next edges.
  const { data, error, fetchMore } = useQuery(ProductCatalogueDocument, { ...PARTIAL, variables: { first: PAGE_SIZE, channel: CHANNEL } });
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<ErrorLike>();
  const sentinel = useRef<HTMLButtonElement>(null);
  const connection = data?.productsConnection;
  const endCursor = connection?.pageInfo.endCursor;
  const hasNextPage = connection?.pageInfo.hasNextPage ?? false;

  // An infinite list: the next page is fetched when the end of the list scrolls into view. The
  // button stays for keyboards and for a failed page, which waits for the shopper to retry it.
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage || loadingMore || moreError) return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) target.click();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [endCursor, hasNextPage, loadingMore, moreError]);

  if (!connection) return error ? <ErrorNotice what="Could not load products" error={error} /> : <p>Loading products…</p>;
  const more = async () => {
    setLoadingMore(true);
    setMoreError(undefined);
    try {
      const { error: pageError } = await fetchMore({ variables: { after: endCursor } });
      setMoreError(pageError);
    } catch (thrown) {
      setMoreError(thrown instanceof Error ? thrown : new Error(String(thrown)));
    } finally {
      setLoadingMore(false);
    }
  };
  return (
    <section>
      <h2>
        Products (<span data-testid="shown">{connection.edges.length}</span> of {connection.totalCount ?? '?'})
      </h2>
      <ErrorNotice what="Some product details could not be loaded" error={error} />
      <ul className="products">
        {connection.edges.map(({ cursor, node: product }) => {
          const price = product.price;
          return (
            <li key={cursor} data-testid="product" data-sku={product.sku}>
              <strong data-testid="name">{product.name ?? product.sku}</strong> <span>{product.sku}</span>
              <div>
                Price:{' '}
                <span data-testid="price">{price ? money(price.amount, price.currency) : 'n/a'}</span> ·
                Stock: <span data-testid="stock">{product.availableStock ?? 'n/a'}</span>
              </div>
              <button
                type="button"
                disabled={!price}
                onClick={() => price && onAdd({ ...product, price })}
              >
                Add to cart
              </button>
            </li>
          );
        })}
      </ul>
      <ErrorNotice what="Could not load more products" error={moreError} />
      {hasNextPage && (
        <button ref={sentinel} type="button" data-testid="more-products" disabled={loadingMore} onClick={() => void more()}>
          {loadingMore ? 'Loading more products…' : 'More products'}
        </button>
      )}
    </section>
  );
}

function Cart({ lines }: { lines: CartLine[] }) {
  const [couponId, setCouponId] = useState<string | null>(null);
  const [couponText, setCouponText] = useState('');
  const items = lines.map((line) => cartLineFromProduct(line.product, line.qty));
  const cartInput = { items, productCount: items.reduce((sum, item) => sum + item.qty, 0) };
  const { data, loading, error } = useQuery(CalculateCartDocument, {
    ...PARTIAL,
    variables: { cart: cartInput, user: { userId: USER_ID }, couponId },
    skip: items.length === 0,
  });
  const [startCheckout, checkout] = useMutation(StartCheckoutDocument);
  if (items.length === 0) return <p>Your cart is empty.</p>;
  const calculation = data?.calculatePromotions;
  const cart = calculation?.cart;
  if (!calculation || !cart) return loading ? <p>Calculating…</p> : <ErrorNotice what="Could not calculate the cart" error={error ?? new Error('no answer')} />;
  const checkOut = () =>
    // The hook keeps the failure in checkout.error, shown below; the rejected promise has nothing more to say.
    startCheckout({ variables: { input: { cart: cartInput, user: { userId: USER_ID }, couponId } } }).catch(() => undefined);
  const started = checkout.data?.startPromotionTransaction;
  return (
    <section>
      <h2>Cart</h2>
      <ErrorNotice what="Part of the cart could not be calculated" error={error} />
      <table>
        <thead>
          <tr>
            <th>Item</th>
            <th>Qty</th>
            <th>Unit</th>
            <th>Total</th>
            <th>Discount</th>
            <th>To pay</th>
          </tr>
        </thead>
        <tbody>
          {cart.items.map((item, index) => (
            <tr key={`${item.id}-${index}`} data-testid="cart-line" data-sku={item.id}>
              <td>{item.id}</td>
              <td data-testid="line-qty">{item.qty}</td>
              <td data-testid="line-price">{money(item.price, cart.currency)}</td>
              <td data-testid="line-total">{money(item.totalPrice, cart.currency)}</td>
              <td data-testid="line-discount">{money(item.totalPromotionDiscount, cart.currency)}</td>
              <td data-testid="line-after">{money(item.totalPriceAfterPromotion, cart.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul>
        {cart.appliedPromotions.map((promotion) => (
          <li key={promotion.id} data-testid="applied-promotion">
            {promotion.userMessage} (−{money(promotion.giftAmount, cart.currency)})
          </li>
        ))}
      </ul>
      <ul>
        {cart.suggestionPromotions.map((suggestion) => (
          <li key={suggestion.id} data-testid="suggestion">
            {suggestion.userMessage}
          </li>
        ))}
      </ul>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setCouponId(couponText.trim() || null);
        }}
      >
        <input aria-label="Coupon" value={couponText} onChange={(event) => setCouponText(event.target.value)} />
        <button type="submit">Apply coupon</button>
      </form>
      {calculation.couponError && (
        <p role="status" data-testid="coupon-error">
          Coupon {calculation.couponError.couponId} was not applied ({calculation.couponError.code}).
        </p>
      )}
      <p>
        Discount: <span data-testid="discount">{money(cart.totalCartPromotionDiscount, cart.currency)}</span>
      </p>
      <p>
        To pay: <span data-testid="to-pay">{money(cart.totalPriceToPay, cart.currency)}</span>
      </p>
      <button type="button" disabled={checkout.loading} onClick={() => void checkOut()}>
        Check out
      </button>
      <ErrorNotice what="Checkout failed" error={checkout.error} />
      {started && !checkout.error && (
        <p role="status" data-testid="checkout">
          Order reserved: transaction {started.transactionId}
          {started.couponId ? ` with coupon ${started.couponId}` : ''}.
        </p>
      )}
    </section>
  );
}

function Wallet() {
  // The signed-in shopper's own accounts (me): the token decides whose wallet this is.
  const { data, error } = useQuery(MyWalletDocument, { ...PARTIAL, variables: { transactions: 5, events: 5 } });
  if (!data) return error ? <ErrorNotice what="Could not load the wallet" error={error} /> : <p>Loading wallet…</p>;
  const me = data.me;
  if (!me) return <ErrorNotice what="Could not load the wallet" error={error ?? new Error('the gateway does not know who is signed in')} />;
  return (
    <section>
      <h2>Wallet of {me.id}</h2>
      <ErrorNotice what="Part of the wallet could not be loaded" error={error} />
      {me.walletAccounts?.length === 0 && <p>You have no wallet accounts yet.</p>}
      {me.walletAccounts?.map((account) => (
        <article key={account.accountNumber} data-testid="account" data-currency={account.currency}>
          <h3>
            {account.title ?? account.accountNumber} ({account.currency}): <span data-testid="balance">{money(account.balance, account.currency)}</span>
          </h3>
          <ul>
            {account.transactionsConnection?.edges.map(({ cursor, node: transaction }) => (
              <li key={cursor} data-testid="transaction">
                {transaction.type} {money(transaction.amount, account.currency)} {transaction.description}
              </li>
            ))}
          </ul>
        </article>
      ))}
      <h3>Latest loyalty events</h3>
      <ul>
        {me.loyaltyEventsConnection?.edges.map(({ cursor, node: event }) => (
          <li key={cursor} data-testid="loyalty-event">
            {event.eventType} {event.referenceId}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function App() {
  const [page, setPage] = useState<Page>('products');
  const [lines, setLines] = useState<CartLine[]>([]);
  const add = (product: CartProduct) =>
    setLines((current) => {
      const existing = current.find((candidate) => candidate.product.sku === product.sku);
      return existing
        ? current.map((candidate) => (candidate === existing ? { ...candidate, qty: candidate.qty + 1 } : candidate))
        : [...current, { product, qty: 1 }];
    });
  return (
    <main>
      <h1>Storefront</h1>
      <nav>
        <button type="button" onClick={() => setPage('products')}>
          Products
        </button>
        <button type="button" onClick={() => setPage('cart')}>
          Cart (<span data-testid="cart-count">{lines.reduce((sum, line) => sum + line.qty, 0)}</span>)
        </button>
        <button type="button" onClick={() => setPage('wallet')}>
          Wallet
        </button>
      </nav>
      {/* Kept mounted while hidden, so the pages already loaded stay where the shopper left them. */}
      <div hidden={page !== 'products'}>
        <Products onAdd={add} />
      </div>
      {page === 'cart' && <Cart lines={lines} />}
      {page === 'wallet' && <Wallet />}
    </main>
  );
}
