import { lazy } from 'react';
import { Route } from 'react-router-dom';
import { LazyPage } from '../routing/RouteLoading';

const LoginPage = lazy(() => import('./LoginPage'));
const RegisterChooser = lazy(() => import('./RegisterChooser'));
const RegisterPage = lazy(() => import('./RegisterPage'));
const ResetPasswordPage = lazy(() => import('./ResetPasswordPage'));
const ValidatePage = lazy(() => import('./ValidatePage'));
const TakeoverPage = lazy(() => import('./TakeoverPage'));

/** The auth screens (auth layout), drawn without the dashboard layout. */
export const authRoutes = [
  <Route
    key="auth"
    path="/auth"
    element={
      <LazyPage>
        <LoginPage />
      </LazyPage>
    }
  />,
  <Route
    key="login"
    path="/auth/login"
    element={
      <LazyPage>
        <LoginPage />
      </LazyPage>
    }
  />,
  <Route
    key="register"
    path="/auth/register"
    element={
      <LazyPage>
        <RegisterChooser />
      </LazyPage>
    }
  />,
  <Route
    key="buyer"
    path="/auth/register/buyer"
    element={
      <LazyPage>
        <RegisterPage kind="buyer" />
      </LazyPage>
    }
  />,
  <Route
    key="seller"
    path="/auth/register/seller"
    element={
      <LazyPage>
        <RegisterPage kind="seller" />
      </LazyPage>
    }
  />,
  <Route
    key="agent"
    path="/auth/register/agent"
    element={
      <LazyPage>
        <RegisterPage kind="agent" />
      </LazyPage>
    }
  />,
  <Route
    key="reset"
    path="/auth/resetpwd"
    element={
      <LazyPage>
        <ResetPasswordPage />
      </LazyPage>
    }
  />,
  <Route
    key="validate"
    path="/auth/validate"
    element={
      <LazyPage>
        <ValidatePage />
      </LazyPage>
    }
  />,
  <Route
    key="takeover"
    path="/auth/takeover"
    element={
      <LazyPage>
        <TakeoverPage />
      </LazyPage>
    }
  />,
];

/** The policy paths the auth screens draw. */
export const AUTH_PATHS = authRoutes.map((route) => route.props.path as string);
