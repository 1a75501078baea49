import { installChunkReload, mountFront } from '@cuvee/ui';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { routes } from './routes';
import './styles.css';

installChunkReload();
mountFront(<RouterProvider router={createBrowserRouter(routes)} />);
