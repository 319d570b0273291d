import { useState } from 'react';
import {
  useCalculateCartQuery,
  useProductListQuery,
  useUserLoyaltyQuery,
  useWalletPageQuery,
  type CartItemInput,
} from '../../../client';
import { gatewaySettings } from './client';

const USER_ID = gatewaySettings().userId;
const CHANNEL = 'web';

type Page = 'products' | 'cart' | 'wallet';

interface CartLine {
  sku: string;
  name: string;
  price: number;
  brand: string | null;
  qty: number;
}

const money = (value: number | null | undefined) => (value ?? 0).toFixed(2);

function Products({ onAdd }: { onAdd: (line: Omit<CartLine, 'qty'>) => void }) {
  const { data, loading, error } = useProductListQuery({ variables: { channel: CHANNEL, pageSize: 12 } });
  if (loading) return <p>Loading products…</p>;
  if (error) return <p role="alert">Could not load products: {error.message}</p>;
  return (
    <section>
      <h2>Products ({data?.products?.total ?? 0})</h2>
      <ul className="products">
        {data?.products?.products.map((product) => {
          const talking = product.talkingProduct;
          const latest = product.stockHistory?.histories[0];
          const price = talking?.price ?? null;
          return (
            <li key={product.sku} data-testid="product" data-sku={product.sku}>
              <strong>{talking?.name ?? product.name ?? product.sku}</strong> <span>{product.sku}</span>
              {talking?.brand && <span> · {talking.brand}</span>}
              <div>
                Price: <span data-testid="price">{price === null ? 'n/a' : money(price)}</span> · Stock:{' '}
                <span data-testid="stock">{latest?.distributedQuantity ?? talking?.stock ?? 'n/a'}</span>
              </div>
              {talking?.description && <p>{talking.description}</p>}
              <button
                type="button"
                disabled={price === null}
                onClick={() =>
                  price !== null &&
                  onAdd({ sku: product.sku, name: talking?.name ?? product.sku, price, brand: talking?.brand ?? null })
                }
              >
                Add to cart
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Cart({ lines }: { lines: CartLine[] }) {
  const items: CartItemInput[] = lines.map((line) => ({
    id: line.sku,
    qty: line.qty,
    price: line.price,
    totalPrice: Math.round(line.price * line.qty * 100) / 100,
    attributes: { shortName: line.name, brand: line.brand },
  }));
  const { data, loading, error } = useCalculateCartQuery({
    variables: { cart: { items, productCount: items.length }, user: { userId: USER_ID } },
    skip: items.length === 0,
  });
  if (items.length === 0) return <p>Your cart is empty.</p>;
  if (loading) return <p>Calculating…</p>;
  if (error) return <p role="alert">Could not calculate the cart: {error.message}</p>;
  const cart = data?.calculatePromotions?.cart;
  return (
    <section>
      <h2>Cart</h2>
      <table>
        <tbody>
          {cart?.items.map((item) => (
            <tr key={item.id} data-testid="cart-line">
              <td>{item.id}</td>
              <td>× {item.qty}</td>
              <td>{money(item.totalPrice)}</td>
              <td>−{money(item.totalPromotionDiscount)}</td>
              <td>{money(item.totalPriceAfterPromotion)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul>
        {cart?.appliedPromotions.map((promotion) => (
          <li key={promotion.id} data-testid="applied-promotion">
            {promotion.userMessage} (−{money(promotion.giftAmount)})
          </li>
        ))}
      </ul>
      <ul>
        {cart?.suggestionPromotions.map((suggestion) => (
          <li key={suggestion.id} data-testid="suggestion">
            {suggestion.userMessage}
          </li>
        ))}
      </ul>
      <p>
        Discount: <span data-testid="discount">{money(cart?.totalCartPromotionDiscount)}</span>
      </p>
      <p>
        To pay: <span data-testid="to-pay">{money(cart?.totalPriceToPay)}</span>
      </p>
    </section>
  );
}

function Wallet() {
  const user = useUserLoyaltyQuery({ variables: { userId: USER_ID, limit: 5 } });
  const points = user.data?.user?.walletAccounts?.find((account) => account.currency === 'POINT');
  const page = useWalletPageQuery({
    variables: { walletId: 'wallet-001', currency: 'POINT', accountNumber: points?.accountNumber ?? '' },
    skip: !points,
  });
  if (user.loading) return <p>Loading wallet…</p>;
  if (user.error) return <p role="alert">Could not load the wallet: {user.error.message}</p>;
  return (
    <section>
      <h2>Wallet of {USER_ID}</h2>
      <ul>
        {user.data?.user?.walletAccounts?.map((account) => (
          <li key={account.accountNumber} data-testid="account" data-currency={account.currency}>
            {account.accountNumber} ({account.currency}): <span data-testid="balance">{money(account.balance)}</span>
          </li>
        ))}
      </ul>
      <h3>Latest point transactions</h3>
      <ul>
        {page.data?.walletAccount?.transactions?.transactions.map((transaction) => (
          <li key={transaction.transactionId} data-testid="transaction">
            {transaction.type} {money(transaction.amount)} {transaction.description}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function App() {
  const [page, setPage] = useState<Page>('products');
  const [lines, setLines] = useState<CartLine[]>([]);
  const add = (line: Omit<CartLine, 'qty'>) =>
    setLines((current) => {
      const existing = current.find((candidate) => candidate.sku === line.sku);
      return existing
        ? current.map((candidate) => (candidate === existing ? { ...candidate, qty: candidate.qty + 1 } : candidate))
        : [...current, { ...line, qty: 1 }];
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
      {page === 'products' && <Products onAdd={add} />}
      {page === 'cart' && <Cart lines={lines} />}
      {page === 'wallet' && <Wallet />}
    </main>
  );
}
