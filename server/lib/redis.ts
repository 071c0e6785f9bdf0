/** Opens the Redis connection used when REDIS_URL is set. */
import { Redis } from 'ioredis';

export async function connectRedis(url: string): Promise<Redis> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  await client.connect();
  return client;
}
