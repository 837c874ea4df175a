package org.openkifu.infra.testapp;

import java.util.List;
import java.util.Map;

import org.axonframework.commandhandling.gateway.CommandGateway;
import org.axonframework.eventhandling.DomainEventMessage;
import org.axonframework.eventsourcing.eventstore.EventStore;
import org.openkifu.infra.testapp.CounterCommands.CreateCounter;
import org.openkifu.infra.testapp.CounterCommands.IncrementCounter;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;

/** HTTP entry for the child-process tests: a command is acknowledged only after its events are stored. */
@RestController
public class CounterController {

    private final CommandGateway commands;
    private final EventStore eventStore;

    public CounterController(CommandGateway commands, EventStore eventStore) {
        this.commands = commands;
        this.eventStore = eventStore;
    }

    @PostMapping("/counters/{id}")
    public Map<String, String> create(@PathVariable String id) {
        commands.sendAndWait(new CreateCounter(id));
        return Map.of("counterId", id);
    }

    @PostMapping("/counters/{id}/increments")
    public Map<String, Object> increment(@PathVariable String id, @RequestParam(defaultValue = "1") int by) {
        commands.sendAndWait(new IncrementCounter(id, by));
        return Map.of("counterId", id, "by", by);
    }

    @GetMapping("/counters/{id}/events")
    public List<String> events(@PathVariable String id) {
        return eventStore.readEvents(id).asStream()
                .map(DomainEventMessage::getPayloadType)
                .map(Class::getSimpleName)
                .toList();
    }
}
