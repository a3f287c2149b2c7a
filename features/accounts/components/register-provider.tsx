'use client';

import { createContext, useContext, useState, type ReactNode } from 'react';
import type { RegisterStepOne } from '../schemas';

interface RegisterState {
  stepOne: RegisterStepOne | null;
  setStepOne: (data: RegisterStepOne) => void;
}

const RegisterContext = createContext<RegisterState | null>(null);

/**
 * Holds step one while the customer fills in step two. In memory only (the passwords are in it); the
 * registration layout keeps it alive across the two step pages.
 */
export function RegisterProvider({ children }: { children: ReactNode }) {
  const [stepOne, setStepOne] = useState<RegisterStepOne | null>(null);
  return <RegisterContext.Provider value={{ stepOne, setStepOne }}>{children}</RegisterContext.Provider>;
}

export function useRegister(): RegisterState {
  const state = useContext(RegisterContext);
  if (!state) throw new Error('useRegister outside RegisterProvider');
  return state;
}
