import { createRoot } from 'react-dom/client';
import { createApp } from './create-app';

const container = document.getElementById('root');
if (!container) throw new Error('Care: #root is missing from index.html');

createRoot(container).render(createApp().element);
