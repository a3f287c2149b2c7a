import { portalApi } from '@/lib/http/client';
import type { AddressInput, ProfileInput } from '../schemas';

export async function updateProfile(input: ProfileInput): Promise<{ message: string }> {
  return (await portalApi.put('/customer/profile', input, { silent: true })).data;
}

export interface Address extends AddressInput {
  id: number;
}

export async function addAddress(input: AddressInput): Promise<Address> {
  return (await portalApi.post<Address>('/customer/addresses', input, { silent: true })).data;
}

export async function deleteAddress(id: number): Promise<void> {
  await portalApi.delete(`/customer/addresses/${id}`);
}

export async function changePassword(input: {
  currentPassword: string;
  password: string;
  passwordRepeat: string;
}): Promise<{ message: string }> {
  return (await portalApi.post('/customer/password', input, { silent: true })).data;
}

export async function forgotPassword(email: string): Promise<{ message: string }> {
  return (await portalApi.post('/accounts/password/forgot', { email }, { silent: true })).data;
}

export async function resetPassword(input: {
  token: string;
  password: string;
  passwordRepeat: string;
}): Promise<{ message: string }> {
  return (await portalApi.post('/accounts/password/reset', input, { silent: true })).data;
}
