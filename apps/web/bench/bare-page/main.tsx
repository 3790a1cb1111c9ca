// The yardstick of the JavaScript budgets (e2e/budget.spec.ts): React and React DOM rendering
// one heading, built by the same Vite as the app. The app's budgets are multiples of this page.
import { createRoot } from 'react-dom/client';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing');
createRoot(container).render(<h1>Care</h1>);
