declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once every write of hers made off her requests' path so far is done (tests that count writes). */
    writesSettled(userId: string): Promise<void>;
  }
}

/**
 * Writes of hers that a feature makes off her request's path (her food checks, her usage
 * records): each such queue registers here how to wait for one user's writes. Her export waits
 * for them, so what she did a moment before is in her file, and so does her account's deletion,
 * so nothing of hers is written after it.
 */
export interface PendingWrites {
  register(settledFor: (userId: string) => Promise<void>): void;
  /** Resolves once every write noted for her so far is done (or failed and was logged). */
  settled(userId: string): Promise<void>;
}

export function createPendingWrites(): PendingWrites {
  const queues: ((userId: string) => Promise<void>)[] = [];
  return {
    register: (settledFor) => void queues.push(settledFor),
    settled: async (userId) => {
      await Promise.all(queues.map((settledFor) => settledFor(userId)));
    },
  };
}
