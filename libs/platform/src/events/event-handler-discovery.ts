import { Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { EventBus, type EventHandler } from './event-bus.js';
import { EVENT_HANDLER, type EventHandlerMetadata } from './on-event.js';

/** Subscribes every `@OnEvent` method of the application's providers to the bus when modules start. */
@Injectable()
export class EventHandlerDiscovery implements OnModuleInit {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly bus: EventBus,
  ) {}

  onModuleInit(): void {
    const seen = new Set<object>();
    for (const wrapper of this.discovery.getProviders()) {
      const instance = wrapper.instance as Record<string, unknown> | undefined;
      // A provider exported by a module and re-exported by another shows up once per module.
      if (!instance || typeof instance !== 'object' || seen.has(instance)) continue;
      seen.add(instance);
      const prototype = Object.getPrototypeOf(instance) as object;
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        const metadata = Reflect.getMetadata(EVENT_HANDLER, instance[method] as object) as
          EventHandlerMetadata | undefined;
        if (!metadata) continue;
        this.bus.subscribe({
          id: `${instance.constructor.name}.${method}`,
          ...metadata,
          // Looked up at each call, so a test can spy on the method.
          handle: (...args) => (instance[method] as EventHandler['handle']).apply(instance, args),
        });
      }
    }
  }
}
