import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { createClient } from './client';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ApolloProvider client={createClient()}>
      <App />
    </ApolloProvider>
  </StrictMode>,
);
