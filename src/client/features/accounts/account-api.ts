import {
  loginAnswerSchema,
  messageAnswerSchema,
  type LoginInput,
} from '../../../domain/account-schemas';
import { apiRequest } from '../../lib/api-client';

/** The account calls of SPEC.md section 7 (under /api); none of them sends a stored token. */

export function requestSignupCode(body: { name: string; email: string }) {
  return apiRequest('/user/signup', {
    method: 'POST',
    body,
    auth: 'none',
    schema: messageAnswerSchema,
  });
}

export function verifySignupCode(body: { email: string; otp: string }) {
  return apiRequest('/user/verify-otp', {
    method: 'POST',
    body,
    auth: 'none',
    schema: messageAnswerSchema,
  });
}

export function setSignupPassword(body: { email: string; password: string }) {
  return apiRequest('/user/set-password', {
    method: 'POST',
    body,
    auth: 'none',
    schema: messageAnswerSchema,
  });
}

export function logIn(body: LoginInput) {
  return apiRequest('/user/login', {
    method: 'POST',
    body,
    auth: 'none',
    schema: loginAnswerSchema,
  });
}

export function requestPasswordReset(body: { email: string }) {
  return apiRequest('/user/forgot-password', {
    method: 'POST',
    body,
    auth: 'none',
    schema: messageAnswerSchema,
  });
}

export function resetPassword(token: string, body: { password: string }) {
  return apiRequest(`/user/reset-password/${encodeURIComponent(token)}`, {
    method: 'POST',
    body,
    auth: 'none',
    schema: messageAnswerSchema,
  });
}
