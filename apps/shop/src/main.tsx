import { mountFront } from '@cuvee/ui';
import { App } from './App';
import './styles.css';

mountFront(<App />);
